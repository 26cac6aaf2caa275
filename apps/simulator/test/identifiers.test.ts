import { mergeAnswers, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { formJourney } from './form-journey';
import { signedInApp } from './helper';

/**
 * Through the API: identifiers validated by their modules and printed in their official
 * layout (before: GIINs with an O or no country code accepted, GIINs printed without periods, EINs in the SSN
 * layout on the FATCA/CRS entity and RC519, the trust account without its T); the CRS forms' consistency checks.
 */
const NOW = new Date('2026-11-24T13:45:00Z');

type Item = { code: string; codeDescription: string; field?: string };
type Result = { valid: boolean; rejections: Item[]; warnings: Item[] };

describe('identifiers in their official layout', () => {
  const session = signedInApp({ scenario: 'all-forms', now: () => NOW });

  async function sample(type: string) {
    const def = (await loadDefinition(type))!;
    const journey = formJourney(session.app, session.auth, type);
    const { id, data } = await journey.create();
    return { journey, id, answers: def.sampleAnswers!(data, 'Jane Doe') };
  }

  const rc519Identifiers = (answers: Answers, giin: string): Answers =>
    mergeAnswers(answers, {
      canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '', trustAccountNumber: '12345678' },
      usTaxResident: { isUsTaxResident: 'Yes', tin: '271234568', appliedFor: 'No' },
      entityType: { type: '2' },
      giin: { value: giin, appliedFor: false },
    });

  it('RC519: a GIIN with the letter O or no country code is rejected on its field', async () => {
    const { journey, id, answers } = await sample('rc519_2024');
    for (const giin of ['98Q96O00000LE124', '98Q96B00000LE999'])
      expect(await journey.rejections(id, rc519Identifiers(answers, giin)), giin).toEqual([
        [expect.stringMatching(/^E-/), 'giin.value'],
      ]);
  });

  it('RC519: the PDF prints the EIN as NN-NNNNNNN, the trust account with its T, the GIIN with its periods', async () => {
    const { journey, id, answers } = await sample('rc519_2024');
    const pdf = await journey.signed(
      id,
      rc519Identifiers(answers, '98Q96B00000LE124'),
      { printName: 'Jane Doe', capacity: 'Director', signDate: '2026-11-24' },
      'rc519-identifiers',
    );
    expect(pdf).toContain('27-1234568');
    expect(pdf).not.toContain('271-23-4568');
    expect(pdf).toContain('T12345678');
    expect(pdf).toContain('98Q96B.00000.LE.124');
    expect(pdf).not.toContain('98Q96B00000LE124');
  });

  it('FATCA/CRS entity: a US entity’s EIN prints as NN-NNNNNNN', async () => {
    const { journey, id, answers } = await sample('fatca_crse_2023');
    const pdf = await journey.signed(
      id,
      { ...answers, fatcaEntity: { isUsPerson: 'Yes', usClassification: 'Specified', usTin: '271234568' } },
      { printName: 'Jane Doe', capacity: 'Director', signDate: '24-11-2026' },
      'fatca-crse-ein',
    );
    expect(pdf).toContain('27-1234568');
    expect(pdf).not.toContain('271-23-4568');
  });
});

describe('the CRS forms’ consistency checks on validate (ADR 037)', () => {
  const session = signedInApp({ scenario: 'all-forms', now: () => NOW });

  it('fatca_crsi_2023: a repeated jurisdiction, the US against "not a US person", and US indicia', async () => {
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    const journey = formJourney(session.app, session.auth, 'fatca_crsi_2023');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const answers: Answers = {
      ...sample,
      usPerson: { isUsCitizen: 'No', isUsResident: 'No' },
      address: { ...sample.address, country: 'US' },
      taxResidences: {
        taxResidences: [
          { country: 'FR', tin: 'FR-2941-7730' },
          { country: 'FR', tin: 'FR-2941-7731' },
          { country: 'US', tin: '123456780' },
        ],
      },
    };
    const validate = async (language: string) =>
      (
        await session.app.inject({
          method: 'POST',
          url: `/api/forms/fatca_crsi_2023/${id}/validate`,
          headers: { ...session.auth, 'accept-language': language },
          payload: answers,
        })
      ).json<Result>();
    const english = await validate('en');
    expect(english.valid).toBe(false);
    expect(english.rejections).toEqual([
      {
        code: 'E-DUPLICATE-JURISDICTION',
        field: 'taxResidences.taxResidences.1.country',
        codeDescription: expect.stringContaining('List each jurisdiction once') as string,
      },
      {
        code: 'E-US-RESIDENCE-NOT-US-PERSON',
        field: 'taxResidences.taxResidences.2.country',
        codeDescription: expect.stringContaining('neither a US citizen nor a US resident') as string,
      },
    ]);
    expect(english.warnings).toContainEqual({
      code: 'WRN-US-ADDRESS-NOT-US-PERSON',
      field: 'address.country',
      codeDescription: expect.stringContaining('non-US passport or national identity card') as string,
    });
    const german = await validate('de');
    expect(german.rejections[0]?.codeDescription).toContain('Nennen Sie jeden Staat nur einmal');
  });
});
