import { readFileSync } from 'node:fs';
import { certificationText, defaultAnswers, evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { formCatalogue } from '../src/catalogue';
import { loadDefinition } from '../src/index';
import { rc518, rc518_2024 } from '../src/rc/rc518';
import { today } from './support';

const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/languages/${locale}/questionnaire.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The typical customer: a Canadian resident (SIN) who is also a U.S. citizen (SSN). */
const canadianAndUsCitizen = (): Answers =>
  mergeAnswers(defaultAnswers(rc518_2024), {
    crsName: { lastName: 'Tremblay', firstName: 'Marie', initials: 'J' },
    birthDetails: { birthDate: '1980-07-04' },
    address: { line1: '100 Rue Sainte-Catherine', line3: 'Montréal QC', postalCode: 'H2X 1Z4', country: 'CA' },
    canadianTaxResident: { isCanadianTaxResident: 'Yes', socialInsuranceNumber: '527149686' },
    usTaxResident: { isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'No' },
    signature: { name: 'Marie Tremblay', date: '2024-06-15' },
  });

const failures = (answers: Answers) =>
  evaluateForm(rc518_2024, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

describe('RC518 (2024 and the revision before)', () => {
  it("lays out the CRA's three sections in order, the signer under `signature`", () => {
    expect(rc518_2024.blocks.map((b) => [b.id, b.part])).toEqual([
      ['crsName', '1'],
      ['birthDetails', '1'],
      ['accountNumber', '1'],
      ['controllingPersonType', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['canadianTaxResident', '2'],
      ['usTaxResident', '2'],
      ['taxResidences', '2'],
      ['signature', '3'],
    ]);
    expect(rc518_2024.blocks[0]?.questions.map((q) => q.id)).toEqual(['lastName', 'firstName', 'initials']);
    expect(rc518.blocks.map((b) => b.id)).toEqual(rc518_2024.blocks.map((b) => b.id));
    expect([rc518.revision, rc518_2024.revision]).toEqual(['2018', '2024']);
  });

  it('is loaded from the registry under both codes', async () => {
    expect((await loadDefinition('rc518_2024'))?.formType).toBe('rc518_2024');
    expect((await loadDefinition('rc518'))?.formType).toBe('rc518');
  });

  it('accepts the Canadian resident who is also a U.S. citizen', () => {
    expect(failures(canadianAndUsCitizen())).toEqual([]);
  });

  it('asks the birth date as the CRA prints it, Year/Month/Day, and signs yyyy-MM-dd', () => {
    expect(failures(mergeAnswers(canadianAndUsCitizen(), { birthDetails: { birthDate: '04-07-1980' } }))).toEqual([
      'birthDetails.birthDate:questionnaire.birthDetails.birthDate.formatErrorMessage',
    ]);
    expect(
      rc518_2024.blocks.find((b) => b.id === 'signature')?.questions.find((q) => q.id === 'date')?.props?.format,
    ).toBe('yyyy-MM-dd');
    expect(formCatalogue.rc518_2024.signDateFormat).toBe('yyyy-MM-dd');
    // The date the apps fill into the signature section and print is in the form's own format.
    expect([rc518.dateFormat, rc518_2024.dateFormat]).toEqual(['yyyy-MM-dd', 'yyyy-MM-dd']);
  });

  it('needs the SIN of a Canadian resident, with a clear message for a first digit 0 or 8', () => {
    expect(
      failures(mergeAnswers(canadianAndUsCitizen(), { canadianTaxResident: { socialInsuranceNumber: '' } })),
    ).toEqual([
      'canadianTaxResident.socialInsuranceNumber:questionnaire.canadianTaxResident.socialInsuranceNumber.errorMessage',
    ]);
    expect(
      failures(mergeAnswers(canadianAndUsCitizen(), { canadianTaxResident: { socialInsuranceNumber: '046454286' } })),
    ).toEqual([
      'canadianTaxResident.socialInsuranceNumber:questionnaire.canadianTaxResident.socialInsuranceNumber.firstDigitErrorMessage',
    ]);
    expect(
      failures(mergeAnswers(canadianAndUsCitizen(), { canadianTaxResident: { socialInsuranceNumber: '527149687' } })),
    ).toEqual([
      'canadianTaxResident.socialInsuranceNumber:questionnaire.canadianTaxResident.socialInsuranceNumber.luhnErrorMessage',
    ]);
  });

  it('takes "applied for" instead of the U.S. TIN', () => {
    expect(failures(mergeAnswers(canadianAndUsCitizen(), { usTaxResident: { tin: '', appliedFor: 'Yes' } }))).toEqual(
      [],
    );
    expect(failures(mergeAnswers(canadianAndUsCitizen(), { usTaxResident: { tin: '' } }))).toEqual([
      'usTaxResident.tin:questionnaire.usTin.tin.errorMessage',
    ]);
  });

  it('leaves other jurisdictions optional (at most 2), each with a TIN or reason 1, 2 or 3; reason 3 is explained', () => {
    const residences = (list: Record<string, string>[]) =>
      mergeAnswers(canadianAndUsCitizen(), { taxResidences: { taxResidences: list } });
    const reason = rc518_2024.blocks
      .find((b) => b.id === 'taxResidences')
      ?.questions[0]?.items?.questions.find((q) => q.id === 'reason');
    expect((reason?.props?.options as { value: string }[]).map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(failures(residences([{ country: 'FR', reason: '2' }]))).toEqual([]);
    expect(failures(residences([{ country: 'FR', reason: '3' }]))).toEqual([
      'taxResidences.taxResidences.0.reasonExplanation:questionnaire.rc.taxResidences.reasonExplanation.errorMessage',
    ]);
    expect(failures(residences([{ country: 'FR' }]))).toEqual([
      'taxResidences.taxResidences.0.reason:questionnaire.taxResidence.reason.errorMessage',
    ]);
    expect(
      evaluateForm(
        rc518_2024,
        residences([
          { country: 'FR', tin: '1' },
          { country: 'DE', tin: '2' },
          { country: 'GB', tin: '3' },
        ]),
        { today },
      ).failures.map((f) => f.rule),
    ).toEqual(['maxItems']);
  });

  it('prints its certification above the signature: English in the English catalogue, the CRA French text in the French one', () => {
    const text = certificationText(rc518_2024, {});
    expect(text.introKey).toBe('certification.rc518.statement');
    expect(catalogue('en')[text.introKey]).toMatch(
      /^I certify that the information given on this form is correct and complete\. .* within 30 days /,
    );
    expect(catalogue('fr')[text.introKey]).toMatch(
      /^J’atteste que les renseignements fournis sur ce formulaire sont exacts et complets\./,
    );
    for (const locale of ['de', 'es', 'it', 'nl', 'pl', 'zh', 'zh-hant'])
      expect(catalogue(locale)[text.introKey], locale).toBe(catalogue('en')[text.introKey]);
  });
});
