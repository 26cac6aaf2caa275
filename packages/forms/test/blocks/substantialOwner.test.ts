import { describe, expect, it } from 'vitest';
import { defaultAnswers, evaluateForm, type AnswerValue } from '@taxcert/engine';
import { substantialOwnersBlock } from '../../src/blocks';
import { form, today } from '../support';

const def = form(substantialOwnersBlock({ title: 't' }));
const owner = { name: 'Sam Smith', tin: '123456780', address: [{ line1: '1 Main St', country: 'US' }] };
const evaluate = (owners: AnswerValue[]) =>
  evaluateForm(def, { substantialOwners: { substantialOwners: owners } }, { today });
const messages = (owners: AnswerValue[]) => evaluate(owners).failures.map((f) => `${f.questionId}:${f.message}`);

describe('substantial owners block', () => {
  it('repeats 1–9 owners, starting with one', () => {
    expect(def.blocks[0]?.questions[0]?.props).toMatchObject({ min: 1, max: 9 });
    expect(defaultAnswers(def).substantialOwners).toEqual({ substantialOwners: [{ address: [{}] }] });
    expect(messages(Array.from({ length: 9 }, () => owner))).toEqual([]);
    expect(messages(Array.from({ length: 10 }, () => owner))).toEqual([
      'substantialOwners:questionnaire.substantialOwner.substantialOwners.maxItemsErrorMessage',
    ]);
  });

  it('requires the name, an SSN of 9 digits and the address', () => {
    expect(messages([{}])).toEqual([
      'substantialOwners.0.name:questionnaire.substantialOwner.name.errorMessage',
      'substantialOwners.0.tin:questionnaire.usTin.tin.errorMessage',
      'substantialOwners.0.address.0.line1:questionnaire.address.1.errorMessage',
      'substantialOwners.0.address.0.country:questionnaire.address.country.errorMessage',
    ]);
    expect(messages([owner])).toEqual([]);
  });

  it('checks the SSN: length, same character, sequence, structure', () => {
    const tin = (value: string) => messages([{ ...owner, tin: value }]);
    expect(tin('52817')).toEqual(['substantialOwners.0.tin:questionnaire.usTin.tin.lengthErrorMessage']);
    expect(tin('111111111')).toEqual(['substantialOwners.0.tin:questionnaire.usTin.tin.sameCharErrorMessage']);
    expect(tin('123456789')).toEqual(['substantialOwners.0.tin:questionnaire.usTin.tin.sequentialErrorMessage']);
    expect(tin('000123456')).toEqual(['substantialOwners.0.tin:questionnaire.usTin.tin.ssnErrorMessage']);
  });

  it('takes an entity owner with an EIN where the form allows it (W-8BEN-E Part XXIX), an SSN by default', () => {
    const entities = form(substantialOwnersBlock({ title: 't', entityOwners: true }));
    const check = (o: Record<string, AnswerValue>) =>
      evaluateForm(entities, { substantialOwners: { substantialOwners: [o] } }, { today }).failures.map(
        (f) => `${f.questionId}:${f.message}`,
      );
    expect(defaultAnswers(entities).substantialOwners?.substantialOwners).toMatchObject([{ tinType: 'Ssn' }]);
    expect(check({ ...owner, tinType: 'Ssn' })).toEqual([]);
    expect(check({ ...owner, tinType: 'Ein', tin: '981234567' })).toEqual([]);
    expect(check({ ...owner, tinType: 'Ein', tin: '071234567' })).toEqual([
      'substantialOwners.0.tin:questionnaire.usTin.tin.einErrorMessage',
    ]);
    expect(check({ ...owner, tinType: 'Ssn', tin: '981234567' })).toEqual([
      'substantialOwners.0.tin:questionnaire.usTin.tin.ssnErrorMessage',
    ]);
    expect(messages([{ ...owner, tinType: 'Ein', tin: '981234567' }])).toEqual([
      'substantialOwners.0.tin:questionnaire.usTin.tin.ssnErrorMessage',
    ]);
  });

  it('follows the visibility the form gives it', () => {
    const passive = form(
      substantialOwnersBlock({ title: 't', visible: (ctx) => ctx.answers.passiveNffe?.hasOwners === 'Yes' }),
    );
    expect(
      evaluateForm(passive, { passiveNffe: { hasOwners: 'No' } }, { today }).blocks.substantialOwners?.visible,
    ).toBe(false);
    expect(evaluateForm(passive, { passiveNffe: { hasOwners: 'Yes' } }, { today }).valid).toBe(false);
  });
});
