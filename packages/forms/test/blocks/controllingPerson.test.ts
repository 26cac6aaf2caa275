import { describe, expect, it } from 'vitest';
import { addItem, clearHidden, defaultAnswers, evaluateForm, type AnswerValue } from '@taxcert/engine';
import { controllingPersonsBlock } from '../../src/blocks';
import { form, today } from '../support';

const def = form(controllingPersonsBlock({ title: 't', min: 1, max: 3, dateFormat: 'dd-MM-yyyy' }));
const person = {
  firstName: 'Ann',
  lastName: 'Lee',
  birthDate: '01-02-1980',
  birthCountry: 'FR',
  type: 'CRS801',
  address: [{ line1: '1 Rue', country: 'FR' }],
};
const evaluate = (persons: AnswerValue[]) =>
  evaluateForm(def, { controllingPersons: { controllingPersons: persons } }, { today });
const messages = (persons: AnswerValue[]) => evaluate(persons).failures.map((f) => `${f.questionId}:${f.message}`);
const item = (persons: AnswerValue[], index = 0) =>
  evaluate(persons).blocks.controllingPersons?.questions.controllingPersons?.items?.[index];

describe('controlling person (repeater item)', () => {
  it('is valid with first and last name, birth date, birth country, type and address', () => {
    expect(messages([person])).toEqual([]);
    expect(item([person])?.questions.middleName).toMatchObject({ required: false, valid: undefined });
    expect(item([person])?.questions.birthTown).toMatchObject({ required: false, valid: undefined });
  });

  it('requires firstName, lastName, birthDate, birthCountry, type and the address', () => {
    expect(messages([{}])).toEqual([
      'controllingPersons.0.firstName:questionnaire.controllingPerson.firstName.errorMessage',
      'controllingPersons.0.lastName:questionnaire.controllingPerson.lastName.errorMessage',
      'controllingPersons.0.birthDate:questionnaire.controllingPerson.birthDate.errorMessage',
      'controllingPersons.0.birthCountry:questionnaire.controllingPerson.birthCountry.errorMessage',
      'controllingPersons.0.type:questionnaire.controllingPerson.type.errorMessage',
      'controllingPersons.0.address.0.line1:questionnaire.address.1.errorMessage',
      'controllingPersons.0.address.0.country:questionnaire.address.country.errorMessage',
    ]);
  });

  it('checks the birth date: dd-MM-yyyy, 125 years ago to yesterday', () => {
    const birth = (birthDate: string) => messages([{ ...person, birthDate }]);
    expect(birth('1980-02-01')).toEqual([
      'controllingPersons.0.birthDate:questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
    expect(birth('15-06-2024')).toEqual([
      'controllingPersons.0.birthDate:questionnaire.birthDetails.birthDate.rangeErrorMessage',
    ]);
    expect(birth('14-06-2024')).toEqual([]);
    expect(birth('14-06-1899')).toEqual([
      'controllingPersons.0.birthDate:questionnaire.birthDetails.birthDate.rangeErrorMessage',
    ]);
    expect(birth('15-06-1899')).toEqual([]);
  });

  it('offers the CRS controlling-person types CRS801–CRS813', () => {
    const type = def.blocks[0]?.questions[0]?.items?.questions.find((q) => q.id === 'type');
    expect(type?.props?.options?.map((o) => o.value)).toEqual(Array.from({ length: 13 }, (_, i) => `CRS${801 + i}`));
    expect(type?.props?.options?.[0]?.label).toBe('questionnaire.controllingPerson.type.option.CRS801');
  });

  it('keeps the mailing address optional until filled, then needs line1 and country', () => {
    expect(messages([{ ...person, mailingAddress: [{}] }])).toEqual([]);
    expect(messages([{ ...person, mailingAddress: [{ line2: 'Flat 2' }] }])).toEqual([
      'controllingPersons.0.mailingAddress.0.line1:questionnaire.address.1.errorMessage',
      'controllingPersons.0.mailingAddress.0.country:questionnaire.address.country.errorMessage',
    ]);
    expect(messages([{ ...person, address: [{}, {}] }])).toContain(
      'controllingPersons.0.address:questionnaire.controllingPerson.address.maxItemsErrorMessage',
    );
  });

  it('takes 0–3 tax residences, each validated once filled', () => {
    const residences = item([person])?.questions.taxResidences;
    expect(residences?.items).toEqual([]);
    expect(messages([{ ...person, taxResidences: [{ country: 'FR', tin: '123' }, {}] }])).toEqual([]);
    expect(messages([{ ...person, taxResidences: [{ tin: '123' }] }])).toEqual([
      'controllingPersons.0.taxResidences.0.country:questionnaire.taxResidence.country.errorMessage',
    ]);
    expect(
      messages([
        {
          ...person,
          taxResidences: [
            { country: 'FR', tin: '1' },
            { country: 'DE', tin: '2' },
            { country: 'ES', tin: '3' },
            { country: 'IT', tin: '4' },
          ],
        },
      ]),
    ).toEqual(['controllingPersons.0.taxResidences:questionnaire.taxResidence.maxItemsErrorMessage']);
  });

  it('clears a hidden explanation inside a person’s tax residence', () => {
    const answers = {
      controllingPersons: {
        controllingPersons: [{ ...person, taxResidences: [{ country: 'FR', reason: 'A', reasonExplanation: 'x' }] }],
      },
    };
    const cleared = clearHidden(def, answers, { today }).controllingPersons?.controllingPersons as Record<
      string,
      AnswerValue
    >[];
    expect(cleared[0]?.taxResidences).toEqual([{ country: 'FR', reason: 'A' }]);
  });

  it('repeats within the block limits (1–3), starting with one person with an address item', () => {
    const question = def.blocks[0]?.questions[0];
    expect(defaultAnswers(def).controllingPersons).toEqual({ controllingPersons: [{ address: [{}] }] });
    if (!question) throw new Error('no repeater');
    expect(addItem(question, [person, person, person])).toHaveLength(3);
    expect(item([person, {}], 1)).toMatchObject({ removable: true, valid: false });
    expect(messages([person, person, person, person])).toContain(
      'controllingPersons:questionnaire.controllingPerson.controllingPersons.maxItemsErrorMessage',
    );
  });
});
