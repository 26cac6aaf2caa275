import { defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crscp } from '../src/crscp';
import { today } from './support';

const entity = { entityName: 'Alder Holdings S.à r.l.', control: 'LegalPerson', nature: 'CRS801' };

/** A complete CRS-CP of a person resident in France who controls a Luxembourg company by ownership. */
const valid = (): Answers =>
  mergeAnswers(defaultAnswers(crscp), {
    crsName: { title: 'Ms', firstName: 'Marie', lastName: 'Weber' },
    address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
    birthDetails: { birthDate: '14-02-1975', birthTown: 'Metz', birthCountry: 'FR' },
    entities: { entities: [entity] },
    taxResidences: { taxResidences: [{ country: 'FR', tin: '1234567890123' }] },
    part4: { name: 'Marie Weber', date: '15-06-2024' },
  });
const failures = (answers: Answers) =>
  evaluateForm(crscp, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

describe('CRS controlling person self-certification (crscp)', () => {
  it('lays out Part 1 (name, addresses, birth), Part 2 (entities), Part 3 (tax residences), Part 4 (signer)', () => {
    expect(crscp.blocks.map((b) => [b.id, b.part])).toEqual([
      ['crsName', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['birthDetails', '1'],
      ['entities', '2'],
      ['taxResidences', '3'],
      ['part4', '4'],
    ]);
    expect(crscp.blocks[0]?.questions.map((q) => q.id)).toEqual([
      'title',
      'titleOther',
      'lastName',
      'firstName',
      'middleName',
    ]);
    expect([crscp.signatureSection, crscp.dateFormat]).toEqual(['part4', 'dd-MM-yyyy']);
  });

  it('a complete form is valid; it starts with one entity and one tax residence', () => {
    expect(failures(valid())).toEqual([]);
    expect(defaultAnswers(crscp).entities).toEqual({ entities: [{}] });
    expect(defaultAnswers(crscp).taxResidences).toEqual({ taxResidences: [{}] });
  });

  it('asks of each entity its name, its kind and the type of control (CRS801–CRS813 by kind), all required', () => {
    expect(failures(mergeAnswers(valid(), { entities: { entities: [{}] } }))).toEqual([
      'entities.entities.0.entityName:questionnaire.controllingPersonEntity.entityName.errorMessage',
      'entities.entities.0.control:questionnaire.controllingPersonEntity.control.errorMessage',
    ]);
    expect(
      failures(mergeAnswers(valid(), { entities: { entities: [{ ...entity, control: 'Trust', nature: 'CRS801' }] } })),
    ).toEqual(['entities.entities.0.nature:questionnaire.controllingPersonEntity.nature.Trust.errorMessage']);
    expect(
      failures(
        mergeAnswers(valid(), {
          entities: { entities: [entity, { entityName: 'Birch Trust', control: 'Trust', nature: 'CRS805' }] },
        }),
      ),
    ).toEqual([]);
  });

  it('keeps within questionnaire-and-forms.md §9: entities 1–3, tax residences 1–3', () => {
    expect(failures(mergeAnswers(valid(), { entities: { entities: [entity, entity, entity, entity] } }))).toEqual([
      'entities.entities:questionnaire.crscp.entities.maxItemsErrorMessage',
    ]);
    const four = Array.from({ length: 4 }, (_, i) => ({ country: ['FR', 'DE', 'IT', 'ES', 'NL', 'BE'][i], tin: '1' }));
    expect(failures(mergeAnswers(valid(), { taxResidences: { taxResidences: four } }))).toEqual([
      'taxResidences.taxResidences:questionnaire.taxResidence.maxItemsErrorMessage',
    ]);
  });

  it('refuses a reason B without an explanation', () => {
    const answers = mergeAnswers(valid(), {
      taxResidences: {
        taxResidences: [
          { country: 'FR', tin: '1' },
          { country: 'AE', reason: 'B' },
        ],
      },
    });
    expect(failures(answers)).toEqual([
      'taxResidences.taxResidences.1.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
  });

  it('reads the birth date as dd-MM-yyyy, requires the town of the residence address, signs as the person by default', () => {
    expect(failures(mergeAnswers(valid(), { birthDetails: { birthDate: '12-31-1975' } }))).toEqual([
      'birthDetails.birthDate:questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
    expect(failures(mergeAnswers(valid(), { address: { line3: '' } }))).toEqual([
      'address.line3:questionnaire.crsi.address.townErrorMessage',
    ]);
    expect(defaultAnswers(crscp).part4?.capacity).toBe('Signing on Own Behalf');
  });
});
