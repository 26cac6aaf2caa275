import { evaluateForm, mergeAnswers, type Answers, type QuestionDef } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crse, ucrse_2019 } from '../src/crse';
import { fatca_crse_2022, fatca_crse_2023 } from '../src/fatcacrs';
import { today } from './support';

/**
 * The CRS entity forms read line by line: a Financial Institution's GIIN (optional, "if held"), the
 * guidance that controlling persons are natural persons with the senior managing official as the last resort, and the
 * CRS templates' own address labels instead of the W-8BEN's and the W-9's (crs-canada-lines.md §1, crs.md).
 */

const sample = (def = crse): Answers => def.sampleAnswers!({}, 'Jane Doe');
const fi = (giin: string, def = crse): Answers =>
  mergeAnswers(sample(def), {
    crsEntityType: { entityType: 'FinancialInstitution', fiType: 'DepositoryCustodialInsurance', giin },
  });
const failures = (answers: Answers, def = crse) =>
  evaluateForm(def, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const question = (def: typeof crse, blockId: string, id: string): QuestionDef | undefined =>
  def.blocks.find((b) => b.id === blockId)?.questions.find((q) => q.id === id);
const personQuestion = (def: typeof crse, id: string): QuestionDef | undefined =>
  question(def, 'controllingPersons', 'controllingPersons')?.items?.questions.find((q) => q.id === id);

describe.each([crse, ucrse_2019])('$formType: the GIIN of a Financial Institution', (def) => {
  it('is asked of every kind of Financial Institution, optional, and never of an active or a passive NFE', () => {
    const giinShown = (type: Answers[string]) =>
      evaluateForm(def, mergeAnswers(sample(def), { crsEntityType: type }), { today }).blocks.crsEntityType?.questions
        .giin?.visible;
    for (const fiType of ['ManagedInvestmentEntity', 'OtherInvestmentEntity', 'DepositoryCustodialInsurance'])
      expect(giinShown({ entityType: 'FinancialInstitution', fiType }), fiType).toBe(true);
    expect(giinShown({ entityType: 'PassiveNFE' })).toBe(false);
    expect(giinShown({ entityType: 'ActiveNFE', activeNffeType: 'Other' })).toBe(false);
    expect(failures(fi('', def), def)).toEqual([]);
  });

  it('takes a GIIN in its layout through the identifier module and refuses one that is not', () => {
    expect(question(def, 'crsEntityType', 'giin')?.props).toMatchObject({ identifier: 'giin', giinLayout: 'giin16' });
    // The boxes hold the 16 characters without the periods the layout prints.
    expect(failures(fi('98Q96B00000LE250', def), def)).toEqual([]);
    expect(failures(fi('98Q96B00000LE25', def), def)).toEqual([
      'crsEntityType.giin:questionnaire.giin.lengthErrorMessage',
    ]);
    // The letter O is never in a GIIN.
    expect(failures(fi('98O96B00000LE250', def), def)).toEqual([
      'crsEntityType.giin:questionnaire.giin.formatErrorMessage',
    ]);
  });

  it('is dropped when the entity becomes an NFE', () => {
    const nfe = mergeAnswers(fi('98Q96B00000LE250', def), { crsEntityType: { entityType: 'ActiveNFE' } });
    expect(evaluateForm(def, nfe, { today }).blocks.crsEntityType?.questions.giin?.visible).toBe(false);
  });
});

describe.each([crse, ucrse_2019])('$formType: controlling persons and addresses', (def) => {
  it('says that controlling persons are natural persons, the senior managing official the last resort', () => {
    const repeater = question(def, 'controllingPersons', 'controllingPersons');
    expect([repeater?.label, repeater?.hint]).toEqual([
      'questionnaire.crse.controllingPersons.label',
      'questionnaire.crse.controllingPersons.hint',
    ]);
    expect(personQuestion(def, 'type')?.hint).toBe('questionnaire.crse.controllingPersonType.hint');
  });

  it('labels each address’s first line as the CRS templates do, not as the W-9', () => {
    expect(question(def, 'address', 'line1')?.label).toBe('questionnaire.crs.address.line1.label');
    expect(question(def, 'mailingAddress', 'line1')?.label).toBe('questionnaire.crs.address.line1.label');
    const street = personQuestion(def, 'address')?.items?.questions.find((q) => q.id === 'line1');
    expect(street?.label).toBe('questionnaire.crs.address.line1.label');
  });

  it('prints the line under the street with the CRS templates’ label, not the W-8BEN’s', () => {
    const labels = def.paper?.rows?.map((row) => row.label) ?? [];
    expect(labels).toContain('pdf.crs.address.cityLine');
    expect(labels).not.toContain('pdf.address.international.cityLine');
  });
});

describe('what the FATCA/CRS entity form keeps (its own helper’s): no CRS GIIN, no CRS-E guidance', () => {
  it('asks its GIIN by FATCA status only', () => {
    expect(question(fatca_crse_2023, 'crsEntityType', 'giin')).toBeUndefined();
    expect(question(fatca_crse_2023, 'controllingPersons', 'controllingPersons')?.hint).toBeUndefined();
  });

  it('prints its Part 1 addresses as the CRS-E does: the CRS templates’ label under the street', () => {
    for (const form of [fatca_crse_2022, fatca_crse_2023]) {
      const labels = form.paper?.rows?.map((row) => row.label) ?? [];
      expect(labels).toContain('pdf.crs.address.cityLine');
      expect(labels).not.toContain('pdf.address.international.cityLine');
    }
  });
});
