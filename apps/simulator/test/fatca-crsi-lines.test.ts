import type { Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Through the simulator's API: the FATCA/CRS individual's declaration shaped by the US answer (a US
 * person's statement naming the IRS, or a non-US person's), the US indicia of someone who says "not a US person" as
 * warnings naming the documents the institution will ask for, and the CRS templates' address label in the PDF.
 */

const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => flat(english[key] ?? `missing ${key}`);

describe('fatca_crsi_2023: the declaration and the US indicia (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let sample: (current: Answers) => Answers;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    sample = (current) => def.sampleAnswers!(current, 'Jane Doe');
  });
  afterAll(() => app.close());

  const journey = () => formJourney(app, auth, 'fatca_crsi_2023');
  const notUsPerson = (answers: Answers): Answers => ({
    ...answers,
    usPerson: { isUsCitizen: 'No', isUsResident: 'No' },
  });

  it('a US citizen: the US person’s statement names the IRS and the US TIN, the non-US statement crossed out', async () => {
    const { id, data } = await journey().create();
    const pdf = await journey().signed(
      id,
      sample(data),
      { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' },
      'fatca-crsi-us-statement',
    );
    expect(text('certification.fatca_crsi_2023.usPerson')).toMatch(/Internal Revenue Service \(IRS\)/);
    expectInOrder(pdf, [
      `${english['questionnaire.usPerson.usTin.label']} 123-45-6780`,
      text('certification.fatca_crsi_2023.declaration'),
      `1. ${text('certification.fatca_crsi_2023.usPerson')}`,
      `2. ${text('certification.fatca_crsi_2023.notUsPerson')}`,
      'Crossed out: item 2 of the certification. Sign Here',
    ]);
  });

  it('not a US person: no US TIN, the non-US statement kept and the US person’s crossed out', async () => {
    const { id, data } = await journey().create();
    const pdf = await journey().signed(
      id,
      notUsPerson(sample(data)),
      { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' },
      'fatca-crsi-not-us',
    );
    expect(pdf).not.toContain('123-45-6780');
    expect(pdf).toContain(`${english['questionnaire.usPerson.isUsResident.label']} No`);
    expect(pdf).toContain('Crossed out: item 1 of the certification. Sign Here');
  });

  it('prints each address with the CRS templates’ labels, not the W-8BEN’s', async () => {
    const { id } = await journey().create();
    const pdf = await journey().preview(id, 'fatca-crsi-labels');
    expect(pdf).toContain(text('pdf.crs.address.cityLine'));
    expect(pdf).not.toContain(text('pdf.address.international.cityLine'));
  });

  it('"not a US person" with US indicia: warnings that name the documents, the form still signable', async () => {
    const { id, data } = await journey().create();
    const answers = notUsPerson(sample(data));
    const indicia: Answers = {
      ...answers,
      mailingAddress: { line1: '1 Main Street', line3: 'Springfield', postalCode: '62701', country: 'US' },
      birthDetails: { ...answers.birthDetails, birthTown: 'Boston', birthCountry: 'US' },
    };
    const checked = await app.inject({
      method: 'POST',
      url: `/api/forms/fatca_crsi_2023/${id}/validate`,
      headers: auth,
      payload: indicia,
    });
    const result = checked.json<{
      rejections: unknown[];
      warnings: { code: string; codeDescription: string; field: string }[];
    }>();
    expect(result.rejections).toEqual([]);
    expect(result.warnings.map((w) => [w.code, w.field])).toEqual(
      expect.arrayContaining([
        ['WRN-US-MAILING-ADDRESS-NOT-US-PERSON', 'mailingAddress.country'],
        ['WRN-US-BIRTHPLACE-NOT-US-PERSON', 'birthDetails.birthCountry'],
      ]),
    );
    const said = Object.fromEntries(result.warnings.map((w) => [w.code, w.codeDescription]));
    expect(said['WRN-US-MAILING-ADDRESS-NOT-US-PERSON']).toMatch(/non-US passport or national identity card/);
    expect(said['WRN-US-BIRTHPLACE-NOT-US-PERSON']).toMatch(/Certificate of Loss of Nationality/);
  });

  it('"not a US person" listing the United States as a tax residence: refused, naming both answers', async () => {
    const { id, data } = await journey().create();
    const answers = notUsPerson(sample(data));
    const contradiction: Answers = {
      ...answers,
      taxResidences: {
        taxResidences: [
          { country: 'FR', tin: 'FR-2941-7730' },
          { country: 'US', tin: '123456780' },
        ],
      },
    };
    expect(await journey().rejections(id, contradiction)).toEqual([
      ['E-US-RESIDENCE-NOT-US-PERSON', 'taxResidences.taxResidences.1.country'],
    ]);
  });
});
