import { readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type BlockAnswers,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { fatca_crse_2022, fatca_crse_2023, FATCA_ENTITY_STATUSES, fatcaCrsVerdict } from '../src/fatcacrs';
import { today } from './support';

/**
 * The nonreporting IGA FFI's country, model and subclassification against the reference data, and
 * the FATCA status compared with the CRS entity type (fatca-crs-lines.md §2 and §4, ADR 060).
 */

const reference = JSON.parse(
  readFileSync(new URL('../../../fixtures/reference/static-data.json', import.meta.url), 'utf8'),
) as ReferenceData;

const valid = (): Answers =>
  mergeAnswers(defaultAnswers(fatca_crse_2023), {
    name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
    address: { line1: '12 Rue Erasme', line3: 'Luxembourg', country: 'LU' },
    fatcaEntity: { isUsPerson: 'No', status: 'PassiveNffe' },
    crsEntityType: { entityType: 'PassiveNFE' },
    controllingPersons: {
      controllingPersons: [
        {
          firstName: 'Marie',
          lastName: 'Weber',
          birthDate: '14-02-1975',
          birthCountry: 'LU',
          type: 'CRS801',
          address: [{ line1: '3 Rue du Fort', country: 'LU' }],
          taxResidences: [{ country: 'LU', tin: '1975021412345' }],
          isUsPerson: 'No',
        },
      ],
    },
    taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
    signature: { name: 'Marie Weber', capacity: 'Director', date: '15-06-2024' },
  });
const evaluate = (answers: Answers) => evaluateForm(fatca_crse_2023, answers, { today, reference });
const failures = (answers: Answers) =>
  evaluate(answers).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const iga = (fatcaEntity: BlockAnswers): Answers => ({
  ...valid(),
  fatcaEntity: { isUsPerson: 'No', status: 'NonReportingIgaFfi', ...fatcaEntity },
  crsEntityType: { entityType: 'FinancialInstitution', fiType: 'OtherInvestmentEntity' },
});

describe('fatca_crse: a nonreporting IGA FFI', () => {
  it('names a country with an IGA in the reference data (not the US, not a country without one)', () => {
    const options = evaluate(iga({})).blocks.fatcaEntity?.questions.country?.options ?? [];
    expect(options).toEqual(expect.arrayContaining(['GB', 'DE', 'JP', 'CH', 'LU']));
    expect(options).not.toContain('US');
    expect(options).not.toContain('RU');
    expect(failures(iga({ country: 'RU' }))[0]).toBe(
      'fatcaEntity.country:questionnaire.nonReportingIgaFfi.country.igaErrorMessage',
    );
    expect(failures(iga({}))).toEqual(['fatcaEntity.country:questionnaire.nonReportingIgaFfi.country.errorMessage']);
  });

  it('gives the model of that country’s IGA: Model 1 for the United Kingdom, Model 2 for Japan; the other is refused', () => {
    const models = (country: string) => evaluate(iga({ country })).blocks.fatcaEntity?.questions.igaModel?.options;
    expect(models('GB')).toEqual(['Model1']);
    expect(models('JP')).toEqual(['Model2']);
    expect(failures(iga({ country: 'GB', igaModel: 'Model2', igaSubclassification: 'local-bank' }))).toEqual([
      'fatcaEntity.igaModel:questionnaire.fatcaEntity.igaModel.countryErrorMessage',
    ]);
    expect(failures(iga({ country: 'GB', igaSubclassification: 'local-bank' }))).toEqual([
      'fatcaEntity.igaModel:questionnaire.fatcaEntity.igaModel.errorMessage',
    ]);
    expect(failures(iga({ country: 'GB', igaModel: 'Model1', igaSubclassification: 'local-bank' }))).toEqual([]);
  });

  it('gives its subclassification, the trustee-documented trust excepted (a status of its own here), and a sponsored one its sponsor', () => {
    const offered = evaluate(iga({ country: 'JP' })).blocks.fatcaEntity?.questions.igaSubclassification?.options;
    expect(offered).toContain('sponsored-investment-entity-cfc');
    expect(offered).not.toContain('trustee-documented-trust');
    expect(
      failures(iga({ country: 'JP', igaModel: 'Model2', igaSubclassification: 'trustee-documented-trust' })),
    ).toContain('fatcaEntity.igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage');
    expect(
      failures(iga({ country: 'JP', igaModel: 'Model2', igaSubclassification: 'sponsored-investment-entity-cfc' })),
    ).toEqual([
      'fatcaEntity.sponsorTrusteeName:questionnaire.nonReportingIgaFfi.sponsorTrusteeName.errorMessage',
      'fatcaEntity.isUSTrustee:questionnaire.nonReportingIgaFfi.isUSTrustee.errorMessage',
    ]);
  });

  it('a status change clears what the former status needed', () => {
    const fatca = fatca_crse_2022.blocks.find((b) => b.id === 'fatcaEntity')!;
    const status = fatca.questions.find((q) => q.id === 'status')!;
    expect(status.clearsOnChange).toEqual(
      expect.arrayContaining(['giin', 'sponsorName', 'trusteeName', 'country', 'igaModel', 'igaSubclassification']),
    );
  });
});

describe('fatca_crse: the FATCA status compared with the CRS entity type (fatca-crs-lines.md §4)', () => {
  const pair = (crsEntityType: BlockAnswers, status: string, extra: BlockAnswers = {}) =>
    evaluate({
      ...valid(),
      crsEntityType,
      fatcaEntity: { isUsPerson: 'No', status, giin: '98Q96B00000LE442', ...extra },
    });
  const depository = { entityType: 'FinancialInstitution', fiType: 'DepositoryCustodialInsurance' };

  it('refuses a CRS depository institution that says active NFFE, naming both answers', () => {
    const evaluation = pair(depository, 'ActiveNffe');
    expect(evaluation.failures).toEqual([
      expect.objectContaining({
        blockId: 'fatcaEntity',
        questionId: 'status',
        check: 'FATCA-CRS-CONTRADICTION',
        message: 'questionnaire.fatcaCrsConsistency.contradiction.errorMessage',
        values: {
          crs: { key: 'questionnaire.crsEntityType.fiType.option.DepositoryCustodialInsurance' },
          fatca: { key: 'questionnaire.fatcaEntity.status.option.ActiveNffe' },
        },
      }),
    ]);
    expect(pair(depository, 'ParticipatingFfi').failures).toEqual([]);
  });

  it('refuses a CRS passive NFE that says active NFFE; warns of a CRS active NFE with an FFI status', () => {
    expect(pair({ entityType: 'PassiveNFE' }, 'ActiveNffe').failures.map((f) => f.check)).toEqual([
      'FATCA-CRS-CONTRADICTION',
    ]);
    const warned = pair({ entityType: 'ActiveNFE', activeNffeType: 'Other' }, 'ParticipatingFfi');
    expect(warned.failures).toEqual([]);
    expect(warned.warnings).toEqual([
      expect.objectContaining({
        check: 'FATCA-CRS-UNUSUAL',
        message: 'questionnaire.fatcaCrsConsistency.unusual.warning',
        values: {
          crs: { key: 'questionnaire.crsEntityType.activeNffeType.option.Other' },
          fatca: { key: 'questionnaire.fatcaEntity.status.option.ParticipatingFfi' },
        },
      }),
    ]);
  });

  it('follows the notes’ table for every CRS type and FATCA status', () => {
    const table = Object.fromEntries(
      ['DepositoryCustodialInsurance', 'OtherInvestmentEntity', 'ManagedInvestmentEntity', 'PassiveNFE']
        .concat(['PubliclyTraded', 'RelatedEntity', 'Governmental', 'InternationalOrganisation', 'Other'])
        .map((crs) => [
          crs,
          FATCA_ENTITY_STATUSES.map((fatca) => [fatca, fatcaCrsVerdict(crs, fatca)] as const)
            .filter(([, verdict]) => verdict !== undefined)
            .map(([fatca, verdict]) => `${fatca}:${verdict === 'rejection' ? 'E' : 'W'}`),
        ]),
    );
    expect(table.DepositoryCustodialInsurance).toEqual([
      'ActiveNffe:E',
      'PassiveNffe:E',
      'PubliclyTradedNffe:E',
      'ExceptedNffe:E',
      'NonprofitNffe:E',
      'ExceptedTerritoryNffe:E',
      'DirectReportingNffe:E',
      'SponsoredDirectReportingNffe:E',
    ]);
    expect(table.OtherInvestmentEntity).toEqual(['ActiveNffe:E']);
    expect(table.ManagedInvestmentEntity).toEqual(['ActiveNffe:E']);
    expect(table.Governmental).toEqual(['PassiveNffe:W']);
    expect(table.InternationalOrganisation).toEqual(['PassiveNffe:W']);
    for (const crs of ['PubliclyTraded', 'RelatedEntity', 'Other', 'PassiveNFE'])
      expect(table[crs]).toEqual(
        expect.arrayContaining([
          'ParticipatingFfi:W',
          'TrusteeDocumentedTrust:W',
          'CertifiedDeemedCompliantLocalBank:W',
        ]),
      );
    expect(table.PassiveNFE).toContain('ActiveNffe:E');
    expect(table.Other).not.toContain('ExemptGovernmentalEntity:W');
  });

  it('refuses the United States among the tax residences of a controlling person who says not a US person, on that row', () => {
    const answers = valid();
    const [person] = answers.controllingPersons!.controllingPersons as BlockAnswers[];
    const withUs = (isUsPerson: string, usTin?: string) =>
      evaluate({
        ...answers,
        controllingPersons: {
          controllingPersons: [
            {
              ...person,
              isUsPerson,
              ...(usTin ? { usTin } : {}),
              taxResidences: [
                { country: 'LU', tin: '1975021412345' },
                { country: 'US', tin: '123456780' },
              ],
            },
          ],
        },
      });
    expect(withUs('No').failures).toEqual([
      expect.objectContaining({
        check: 'CONTROLLING-PERSON-US-RESIDENCE',
        path: ['controllingPersons', 0, 'taxResidences', 1, 'country'],
        message: 'questionnaire.fatcaCrsConsistency.controllingPersonUsResidence.errorMessage',
      }),
    ]);
    expect(withUs('Yes', '123456780').failures).toEqual([]);
  });

  it('warns of an entity incorporated in the United States that says it is not a US person', () => {
    const answers = valid();
    const evaluation = evaluate({ ...answers, name: { ...answers.name, incorporationCountry: 'US' } });
    expect(evaluation.warnings.map((w) => [w.check, w.field])).toEqual([
      ['US-INCORPORATED-NOT-US-PERSON', 'fatcaEntity.isUsPerson'],
    ]);
    expect(evaluate(valid()).warnings).toEqual([]);
  });
});
