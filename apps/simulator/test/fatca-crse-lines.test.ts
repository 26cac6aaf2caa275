import { evaluateForm, type Answers, type BlockAnswers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Through the simulator's API: each new line of the FATCA/CRS entity form's Part 2 and Part 3 on the
 * signed PDF (the US-person test, specified or excluded with the EIN in its NN-NNNNNNN layout or "applied for", the
 * data each FATCA status needs, each controlling person's US answer and US TIN), and a FATCA/CRS contradiction refused
 * with a message that names both answers.
 */

const english = loadFixtures().catalogues.get('en') ?? {};
const say = (key: string): string => flat(english[key] ?? `missing ${key}`);
const line = (key: string, value: string) => `${say(key)} ${value}`;
const f = (field: string) => `questionnaire.fatcaEntity.${field}.label`;
const status = (value: string) => say(`questionnaire.fatcaEntity.status.option.${value}`);

describe.each(['fatca_crse_2022', 'fatca_crse_2023'])('%s: the FATCA lines on the signed PDF', (formType) => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  /** The sample (a passive NFFE / passive NFE with one controlling person) with these FATCA and CRS answers. */
  async function signedWith(fatcaEntity: BlockAnswers, crsEntityType: BlockAnswers, name: string) {
    const def = (await loadDefinition(formType))!;
    const journey = formJourney(app, auth, formType);
    const { id, data } = await journey.create();
    const answers: Answers = { ...def.sampleAnswers!(data, 'Jane Doe'), fatcaEntity, crsEntityType };
    const signature = { printName: 'Jane Doe', capacity: 'Director', signDate: '22-11-2026' };
    return journey.signed(id, answers, signature, `${formType}-${name}`);
  }
  const activeNfe = { entityType: 'ActiveNFE', activeNffeType: 'Other' };
  const investmentEntity = { entityType: 'FinancialInstitution', fiType: 'OtherInvestmentEntity' };

  it('a specified US person: the test, "specified", the EIN as 27-1234568', async () => {
    const pdf = await signedWith(
      { isUsPerson: 'Yes', usClassification: 'Specified', usTin: '271234568', einAppliedFor: 'No' },
      activeNfe,
      'specified',
    );
    expectInOrder(pdf, [
      'Part 2',
      line(f('isUsPerson'), 'Yes'),
      line(f('usClassification'), say('questionnaire.fatcaEntity.usClassification.option.Specified')),
      line(f('usTin'), '27-1234568'),
      line(f('einAppliedFor'), 'No'),
      'Part 3',
    ]);
    expect(pdf).not.toContain('271-23-4568');
  });

  it('a US person in an excluded category, its EIN applied for', async () => {
    const pdf = await signedWith(
      { isUsPerson: 'Yes', usClassification: 'NotSpecified', exclusion: 'J', einAppliedFor: 'Yes' },
      investmentEntity,
      'excluded',
    );
    expectInOrder(pdf, [
      'Part 2',
      line(f('usClassification'), say('questionnaire.fatcaEntity.usClassification.option.NotSpecified')),
      line(f('exclusion'), say('questionnaire.exemptions.fatcaCode.option.J')),
      line(f('einAppliedFor'), 'Yes'),
      'Part 3',
    ]);
  });

  it('a trustee-documented trust: the trustee’s name, GIIN and whether U.S. or foreign', async () => {
    const pdf = await signedWith(
      {
        isUsPerson: 'No',
        status: 'TrusteeDocumentedTrust',
        trusteeName: 'Fiducie Nord S.A.',
        trusteeGiin: 'S5X7DK00000LE442',
        trusteeIsUs: 'No',
      },
      investmentEntity,
      'trustee',
    );
    expectInOrder(pdf, [
      line(f('status'), status('TrusteeDocumentedTrust')),
      line(f('trusteeName'), 'Fiducie Nord S.A.'),
      line(f('trusteeGiin'), 'S5X7DK.00000.LE.442'),
      line(f('trusteeIsUs'), say('questionnaire.nonReportingIgaFfi.isUSTrustee.option.No')),
      'Part 3',
    ]);
  });

  it('a sponsored FFI: its own GIIN, the sponsor’s name and GIIN', async () => {
    const pdf = await signedWith(
      {
        isUsPerson: 'No',
        status: 'SponsoredFfi',
        giin: 'S5X7DK00012SP442',
        sponsorName: 'Alder Fund Services S.A.',
        sponsorGiin: 'S5X7DK00000SP442',
      },
      investmentEntity,
      'sponsored',
    );
    expectInOrder(pdf, [
      line(f('status'), status('SponsoredFfi')),
      line(f('giin'), 'S5X7DK.00012.SP.442'),
      line(f('sponsorName'), 'Alder Fund Services S.A.'),
      line(f('sponsorGiin'), 'S5X7DK.00000.SP.442'),
    ]);
  });

  it('a nonreporting IGA FFI: the IGA country, model and subclassification', async () => {
    const pdf = await signedWith(
      {
        isUsPerson: 'No',
        status: 'NonReportingIgaFfi',
        country: 'LU',
        igaModel: 'Model1',
        igaSubclassification: 'collective-investment-vehicle',
      },
      investmentEntity,
      'iga',
    );
    expectInOrder(pdf, [
      line(f('status'), status('NonReportingIgaFfi')),
      line(f('igaCountry'), 'Luxembourg'),
      line(f('igaModel'), say('questionnaire.fatcaEntity.igaModel.option.Model1')),
      line(
        f('igaSubclassification'),
        say('questionnaire.fatcaEntity.igaSubclassification.option.collective-investment-vehicle'),
      ),
      'Part 3',
    ]);
  });

  it('a passive NFE’s controlling person who is a US citizen: the answer and the US TIN as 123-45-6780', async () => {
    const pdf = await signedWith({ isUsPerson: 'No', status: 'PassiveNffe' }, { entityType: 'PassiveNFE' }, 'cp');
    expectInOrder(pdf, [
      'Part 3',
      'Controlling person 1 — First or given name Marie',
      line('questionnaire.fatcaEntity.controllingPerson.isUsPerson.label', 'Yes'),
      line('questionnaire.fatcaEntity.controllingPerson.usTin.label', '123-45-6780'),
      'Part 4',
    ]);
  });

  it('refuses a CRS depository institution that says active NFFE, in words that name both', async () => {
    const def = (await loadDefinition(formType))!;
    const journey = formJourney(app, auth, formType);
    const { id, data } = await journey.create();
    const answers: Answers = {
      ...def.sampleAnswers!(data, 'Jane Doe'),
      fatcaEntity: { isUsPerson: 'No', status: 'ActiveNffe' },
      crsEntityType: { entityType: 'FinancialInstitution', fiType: 'DepositoryCustodialInsurance' },
    };
    expect(evaluateForm(def, answers).valid).toBe(false);
    const result = await app.inject({
      method: 'POST',
      url: `/api/forms/${formType}/${id}/validate`,
      headers: auth,
      payload: answers,
    });
    const rejections = result.json<{ rejections: { code: string; codeDescription: string; field: string }[] }>()
      .rejections;
    expect(rejections).toEqual([
      {
        code: 'E-FATCA-CRS-CONTRADICTION',
        field: 'fatcaEntity.status',
        codeDescription: expect.stringContaining(
          `“${say('questionnaire.crsEntityType.fiType.option.DepositoryCustodialInsurance')}” and the FATCA status “${status('ActiveNffe')}”`,
        ),
      },
    ]);
  });
});
