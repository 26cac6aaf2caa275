import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type BlockAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { fatca_crse_2022, fatca_crse_2023 } from '../src/fatcacrs';
import { today } from './support';

const person = (firstName: string): BlockAnswers => ({
  firstName,
  lastName: 'Weber',
  birthDate: '14-02-1975',
  birthCountry: 'LU',
  type: 'CRS801',
  address: [{ line1: '3 Rue du Fort', country: 'LU' }],
  taxResidences: [{ country: 'LU', tin: '1975021412345' }],
  isUsPerson: 'No',
});

/** A complete combined form of a Luxembourg passive NFFE / passive NFE with one controlling person. */
const valid = (): Answers =>
  mergeAnswers(defaultAnswers(fatca_crse_2023), {
    name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
    address: { line1: '12 Rue Erasme', line3: 'Luxembourg', country: 'LU' },
    fatcaEntity: { isUsPerson: 'No', status: 'PassiveNffe' },
    crsEntityType: { entityType: 'PassiveNFE' },
    controllingPersons: { controllingPersons: [person('Marie')] },
    taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
    signature: { name: 'Marie Weber', capacity: 'Director', date: '15-06-2024' },
  });
const evaluate = (answers: Answers) => evaluateForm(fatca_crse_2023, answers, { today });
const failures = (answers: Answers) =>
  evaluate(answers).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const shownFatca = (fatcaEntity: BlockAnswers) => {
  const questions = evaluate({ ...valid(), fatcaEntity }).blocks.fatcaEntity?.questions ?? {};
  return Object.entries(questions)
    .filter(([, q]) => q.visible)
    .map(([id]) => id);
};

describe('combined FATCA/CRS entity self-certification (fatca_crse_2022, fatca_crse_2023)', () => {
  it('lays out Part 1 entity, Part 2 FATCA, Part 3 CRS entity type and controlling persons, Part 4 tax residences, Part 5 signature', () => {
    expect(fatca_crse_2023.blocks.map((b) => [b.id, b.part])).toEqual([
      ['name', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['fatcaEntity', '2'],
      ['crsEntityType', '3'],
      ['controllingPersons', '3'],
      ['taxResidences', '4'],
      ['signature', '5'],
    ]);
    expect(fatca_crse_2022.blocks.map((b) => b.id)).toEqual(fatca_crse_2023.blocks.map((b) => b.id));
    expect([fatca_crse_2022.revision, fatca_crse_2023.revision, fatca_crse_2023.signatureSection]).toEqual([
      '2022',
      '2023',
      'signature',
    ]);
  });

  it('a passive NFFE and passive NFE with a controlling person is complete', () => {
    expect(failures(valid())).toEqual([]);
  });

  it('asks a US entity whether it is a specified US person and its EIN, any other entity its FATCA status and what that status needs', () => {
    expect(shownFatca({ isUsPerson: 'Yes' })).toEqual(['isUsPerson', 'usClassification', 'usTin', 'einAppliedFor']);
    expect(shownFatca({ isUsPerson: 'Yes', usClassification: 'NotSpecified' })).toEqual([
      'isUsPerson',
      'usClassification',
      'exclusion',
      'usTin',
      'einAppliedFor',
    ]);
    expect(shownFatca({ isUsPerson: 'No', status: 'ActiveNffe' })).toEqual(['isUsPerson', 'status']);
    expect(shownFatca({ isUsPerson: 'No', status: 'ParticipatingFfi' })).toEqual(['isUsPerson', 'status', 'giin']);
    // A sponsored FFI reports under its own GIIN since 2017, and names its sponsor and the sponsor's GIIN.
    expect(shownFatca({ isUsPerson: 'No', status: 'SponsoredFfi' })).toEqual([
      'isUsPerson',
      'status',
      'giin',
      'sponsorName',
      'sponsorGiin',
    ]);
    expect(shownFatca({ isUsPerson: 'No', status: 'CertifiedDeemedCompliantCloselyHeldVehicle' })).toEqual([
      'isUsPerson',
      'status',
      'sponsorName',
      'sponsorGiin',
    ]);
    expect(shownFatca({ isUsPerson: 'No', status: 'TrusteeDocumentedTrust' })).toEqual([
      'isUsPerson',
      'status',
      'trusteeName',
      'trusteeGiin',
      'trusteeIsUs',
    ]);
    expect(failures({ ...valid(), fatcaEntity: { isUsPerson: 'Yes', einAppliedFor: 'No' } })).toEqual([
      'fatcaEntity.usClassification:questionnaire.fatcaEntity.usClassification.errorMessage',
      'fatcaEntity.usTin:questionnaire.usTin.tin.errorMessage',
    ]);
    expect(
      failures({
        ...valid(),
        fatcaEntity: { isUsPerson: 'Yes', usClassification: 'NotSpecified', usTin: '271234568' },
      }),
    ).toEqual(['fatcaEntity.exclusion:questionnaire.fatcaEntity.exclusion.errorMessage']);
    expect(
      failures({
        ...valid(),
        fatcaEntity: { isUsPerson: 'No', status: 'ReportingModel1Ffi', giin: '98Q96B00000LE250' },
      }),
    ).toEqual([]);
    expect(failures({ ...valid(), fatcaEntity: { isUsPerson: 'No', status: 'ReportingModel1Ffi' } })).toEqual([
      'fatcaEntity.giin:questionnaire.giin.errorMessage',
    ]);
    expect(failures({ ...valid(), fatcaEntity: { isUsPerson: 'No', status: 'SponsoredFfi' } })).toEqual([
      'fatcaEntity.giin:questionnaire.giin.errorMessage',
      'fatcaEntity.sponsorName:questionnaire.fatcaEntity.sponsorName.errorMessage',
      'fatcaEntity.sponsorGiin:questionnaire.giin.errorMessage',
    ]);
    expect(failures({ ...valid(), fatcaEntity: { isUsPerson: 'No', status: 'TrusteeDocumentedTrust' } })).toEqual([
      'fatcaEntity.trusteeName:questionnaire.fatcaEntity.trusteeName.errorMessage',
      'fatcaEntity.trusteeGiin:questionnaire.giin.errorMessage',
      'fatcaEntity.trusteeIsUs:questionnaire.fatcaEntity.trusteeIsUs.errorMessage',
    ]);
  });

  it('a US entity that has applied for its EIN gives none: the EIN is disabled and not required', () => {
    const applied = evaluate({
      ...valid(),
      fatcaEntity: { isUsPerson: 'Yes', usClassification: 'Specified', einAppliedFor: 'Yes' },
    });
    expect(applied.failures).toEqual([]);
    expect(applied.blocks.fatcaEntity?.questions.usTin).toMatchObject({ visible: true, disabled: true });
    expect(
      failures({
        ...valid(),
        fatcaEntity: { isUsPerson: 'Yes', usClassification: 'Specified', einAppliedFor: 'No', usTin: '001234567' },
      }),
    ).toEqual(['fatcaEntity.usTin:questionnaire.usTin.tin.einErrorMessage']);
  });

  it('asks each controlling person whether a US citizen or resident, and then the US TIN (SSN or ITIN)', () => {
    const withPerson = (extra: BlockAnswers) =>
      failures(
        mergeAnswers(valid(), { controllingPersons: { controllingPersons: [{ ...person('Marie'), ...extra }] } }),
      );
    expect(withPerson({ isUsPerson: undefined })).toEqual([
      'controllingPersons.controllingPersons.0.isUsPerson:questionnaire.fatcaEntity.controllingPerson.isUsPerson.errorMessage',
    ]);
    expect(withPerson({ isUsPerson: 'Yes' })).toEqual([
      'controllingPersons.controllingPersons.0.usTin:questionnaire.usTin.tin.errorMessage',
    ]);
    expect(withPerson({ isUsPerson: 'Yes', usTin: '666123456' })).toEqual([
      'controllingPersons.controllingPersons.0.usTin:questionnaire.usTin.tin.ssnErrorMessage',
    ]);
    expect(withPerson({ isUsPerson: 'Yes', usTin: '123456780' })).toEqual([]);
    expect(withPerson({ isUsPerson: 'Yes', usTin: '912701234' })).toEqual([]);
  });

  it('asks controlling persons (1–6) for a passive NFE or a passive NFFE, never for an active NFE that is an active NFFE', () => {
    const visible = (fatcaEntity: BlockAnswers, crsEntityType: BlockAnswers) =>
      evaluate({ ...valid(), fatcaEntity, crsEntityType }).blocks.controllingPersons?.visible;
    expect(
      visible({ isUsPerson: 'No', status: 'ActiveNffe' }, { entityType: 'ActiveNFE', activeNffeType: 'Other' }),
    ).toBe(false);
    expect(
      visible({ isUsPerson: 'No', status: 'PassiveNffe' }, { entityType: 'ActiveNFE', activeNffeType: 'Other' }),
    ).toBe(true);
    expect(visible({ isUsPerson: 'No', status: 'ActiveNffe' }, { entityType: 'PassiveNFE' })).toBe(true);
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map(person);
    expect(failures(mergeAnswers(valid(), { controllingPersons: { controllingPersons: six } }))).toEqual([]);
    expect(
      failures(mergeAnswers(valid(), { controllingPersons: { controllingPersons: [...six, person('G')] } })),
    ).toEqual([
      'controllingPersons.controllingPersons:questionnaire.controllingPerson.controllingPersons.maxItemsErrorMessage',
    ]);
  });

  it('takes 1–5 tax residences and refuses a reason B without an explanation', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ country: ['LU', 'DE', 'IT', 'ES', 'NL', 'BE'][i], tin: '1' }));
    expect(failures(mergeAnswers(valid(), { taxResidences: { taxResidences: five } }))).toEqual([]);
    expect(
      failures(mergeAnswers(valid(), { taxResidences: { taxResidences: [...five, { country: 'PT', tin: '1' }] } })),
    ).toEqual(['taxResidences.taxResidences:questionnaire.taxResidence.maxItemsErrorMessage']);
    expect(
      failures(mergeAnswers(valid(), { taxResidences: { taxResidences: [{ country: 'AE', reason: 'B' }] } })),
    ).toEqual([
      'taxResidences.taxResidences.0.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
  });
});
