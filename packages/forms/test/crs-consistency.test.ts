import { readFileSync } from 'node:fs';
import type { PrefillRecord } from '@taxcert/contracts';
import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type ReferenceData } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { loadDefinition, prefillAnswers } from '../src/index';
import { today } from './support';

/** The consistency rules every CRS-based form shares, on each form type that has them. */

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));
const reference = fixture('reference/static-data.json') as ReferenceData;
const customer = (fixture('customers.json') as { prefill?: PrefillRecord }[]).find(
  (c) => c.prefill?.CustomerNameParts && c.prefill.DateOfBirth,
);

async function sampleOf(type: string) {
  const def = (await loadDefinition(type))!;
  const current = mergeAnswers(defaultAnswers(def), prefillAnswers(def, customer?.prefill ?? {}));
  return { def, answers: def.sampleAnswers!(current, 'Ada Lovelace') };
}

const withResidences = (answers: Answers, rows: Record<string, string>[]): Answers => ({
  ...answers,
  taxResidences: { ...answers.taxResidences, taxResidences: rows },
});

const CRS_FORMS = [
  'crsi',
  'crsi_2024',
  'crse',
  'ucrse_2019',
  'crscp',
  'fatca_crsi_2023',
  'fatca_crse_2022',
  'fatca_crse_2023',
  'rc518',
  'rc518_2024',
  'rc519',
  'rc519_2024',
];

describe('a jurisdiction appears once among the tax residences', () => {
  it.each(CRS_FORMS)('%s: the repeated row is rejected, the first kept', async (type) => {
    const { def, answers } = await sampleOf(type);
    const twice = withResidences(answers, [
      { country: 'FR', tin: 'FR-2941-7730' },
      { country: 'FR', tin: 'FR-2941-7731' },
    ]);
    const evaluation = evaluateForm(def, twice, { today, reference });
    expect(evaluation.failures).toEqual([
      expect.objectContaining({
        blockId: 'taxResidences',
        path: ['taxResidences', 1, 'country'],
        check: 'DUPLICATE-JURISDICTION',
        message: 'questionnaire.crsConsistency.duplicateJurisdiction.errorMessage',
      }),
    ]);
    const rows = evaluation.blocks.taxResidences?.questions.taxResidences?.items;
    expect(rows?.[1]?.questions.country?.errors).toEqual([
      'questionnaire.crsConsistency.duplicateJurisdiction.errorMessage',
    ]);
    expect(rows?.[0]?.questions.country?.errors).toEqual([]);
    const distinct = withResidences(answers, [
      { country: 'FR', tin: 'FR-2941-7730' },
      { country: 'DE', tin: '12345678901' },
    ]);
    expect(evaluateForm(def, distinct, { today, reference }).failures).toEqual([]);
  });
});

describe('a jurisdiction appears once among a controlling person’s tax residences', () => {
  it.each(['crse', 'ucrse_2019', 'fatca_crse_2022', 'fatca_crse_2023', 'rc519', 'rc519_2024'])(
    '%s: the repeated row of that person is rejected',
    async (type) => {
      const { def, answers } = await sampleOf(type);
      const people = answers.controllingPersons?.controllingPersons as Record<string, unknown>[] | undefined;
      const person = {
        ...people?.[0],
        taxResidences: [
          { country: 'LU', tin: '1' },
          { country: 'LU', tin: '2' },
        ],
      };
      const other = { ...people?.[0], lastName: 'Other', taxResidences: [{ country: 'LU', tin: '3' }] };
      const twice = { ...answers, controllingPersons: { controllingPersons: [other, person] } } as Answers;
      const failures = evaluateForm(def, twice, { today, reference }).failures;
      expect(failures.filter((f) => f.check === 'DUPLICATE-JURISDICTION')).toEqual([
        expect.objectContaining({
          blockId: 'controllingPersons',
          path: ['controllingPersons', 1, 'taxResidences', 1, 'country'],
        }),
      ]);
    },
  );
});

describe('FATCA/CRS individual: "not a US person"', () => {
  const notUs = (answers: Answers): Answers => ({
    ...answers,
    usPerson: { isUsCitizen: 'No', isUsResident: 'No' },
  });

  it('with the United States as a CRS tax residence: rejected on that row, the message naming both answers', async () => {
    const { def, answers } = await sampleOf('fatca_crsi_2023');
    const contradiction = withResidences(notUs(answers), [
      { country: 'FR', tin: 'FR-2941-7730' },
      { country: 'US', tin: '123456780' },
    ]);
    const evaluation = evaluateForm(def, contradiction, { today, reference });
    expect(evaluation.failures).toEqual([
      expect.objectContaining({
        blockId: 'taxResidences',
        path: ['taxResidences', 1, 'country'],
        check: 'US-RESIDENCE-NOT-US-PERSON',
      }),
    ]);
    const english = fixture('languages/en/identifiers.json') as Record<string, string>;
    const text = english['questionnaire.crsConsistency.usResidenceNotUsPerson.errorMessage'] ?? '';
    expect(text).toMatch(/neither a US citizen nor a US resident/);
    expect(text).toMatch(/United States as a tax residence/);
  });

  it('a US person listing the United States is not contradicted', async () => {
    const { def, answers } = await sampleOf('fatca_crsi_2023');
    const usPerson = withResidences(answers, [{ country: 'US', tin: '123456780' }]);
    expect(evaluateForm(def, usPerson, { today, reference }).failures).toEqual([]);
  });

  it('US indicia raise warnings that name the document the institution will ask for; the form stays valid', async () => {
    const { def, answers } = await sampleOf('fatca_crsi_2023');
    const indicia = notUs({
      ...answers,
      address: { ...answers.address, country: 'US' },
      birthDetails: { ...answers.birthDetails, birthCountry: 'US' },
    });
    const evaluation = evaluateForm(def, indicia, { today, reference });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.warnings.map((w) => [w.check, w.field])).toEqual([
      ['US-ADDRESS-NOT-US-PERSON', 'address.country'],
      ['US-BIRTHPLACE-NOT-US-PERSON', 'birthDetails.birthCountry'],
    ]);
    const english = fixture('languages/en/identifiers.json') as Record<string, string>;
    expect(english['questionnaire.crsConsistency.usAddress.warning']).toMatch(
      /non-US passport or national identity card/,
    );
    expect(english['questionnaire.crsConsistency.usBirthplace.warning']).toMatch(/Certificate of Loss of Nationality/);
    // A US person with the same answers: no indicia warning (the answers already say US).
    const usPerson = { ...indicia, usPerson: { isUsCitizen: 'Yes', isUsResident: 'No', usTin: '123456780' } };
    expect(evaluateForm(def, usPerson, { today, reference }).warnings).toEqual([]);
  });
});
