import { addressBlock, signerBlock, type Answers, type FormDefinition } from '@taxcert/engine';
import {
  catalogueEntry,
  hasDefinition,
  localizedTitles,
  printedRevision,
  registerFormType,
  type FormTraits,
} from '@taxcert/forms';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { buildTestApp, expectContract, signIn } from './helper';
import { expectInOrder } from './form-journey';

/**
 * Adding a form type is one folder in packages/forms, one registry line and its catalogue texts (ADR 011).
 * This test adds a TEST-ONLY form type the way a new one is added — a definition built from the engine's
 * blocks, its catalogue traits, its texts — and drives it through the simulator (validate, PDF preview,
 * confirm, certify, sign, download) with no change to the simulator, the web app or the catalogue's list.
 */
const TYPE = 'testonly_2026';
const SIGNER = 'Ada Lovelace';

/**
 * Its catalogue traits, the one place its title and revision are written: a W-family form signed without the
 * e-signature PIN, valid until 31 December of the second year after signing, titled by its own key, of January 2026.
 */
const traits: FormTraits = {
  family: 'W',
  signatureSection: 'signing',
  title: 'formTitle.testOnly',
  edition: { month: '2026-01' },
  esignPin: false,
  validForYears: 2,
};

const testOnlyForm: FormDefinition = {
  formType: TYPE,
  family: 'W',
  title: 'questionnaire.testOnly.title',
  // As a definition takes it from formCatalogue[type].revision (registered only in beforeAll here).
  revision: printedRevision(traits.edition),
  signatureSection: 'signing',
  certificationStatement: 'questionnaire.testOnly.statement',
  certification: {
    intro: 'questionnaire.testOnly.intro',
    items: ['questionnaire.testOnly.item1', 'questionnaire.testOnly.item2'],
    struckItems: (answers) => (answers.holder?.country === 'FR' ? [2] : []),
  },
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'holder',
      title: 'questionnaire.testOnly.holder.title',
      part: 'I',
      questions: [
        {
          id: 'name',
          line: '1',
          label: 'questionnaire.testOnly.holder.name',
          widget: 'text',
          rules: [{ kind: 'required', message: 'questionnaire.testOnly.holder.nameRequired' }],
        },
        {
          id: 'country',
          line: '2',
          label: 'questionnaire.testOnly.holder.country',
          widget: 'country',
          rules: [{ kind: 'required', message: 'questionnaire.testOnly.holder.countryRequired' }],
        },
      ],
    },
    addressBlock({
      id: 'address',
      title: 'questionnaire.testOnly.address.title',
      part: 'I',
      line: '3',
      optional: true,
    }),
    signerBlock({
      id: 'signing',
      title: 'questionnaire.testOnly.signing.title',
      part: 'II',
      signer: 'individualOnly',
      dateFormat: 'MM-dd-yyyy',
    }),
  ],
  parts: [
    { id: 'I', title: 'questionnaire.testOnly.parts.I' },
    { id: 'II', title: 'questionnaire.testOnly.parts.II' },
  ],
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    holder: { name: signerName, country: 'NZ' },
    signing: { ...current.signing, name: signerName },
  }),
};

/** Its catalogue texts (English), as they would stand in fixtures/languages/en/questionnaire.json and pdf.json. */
const texts: Record<string, string> = {
  'formTitle.testOnly': 'Test-only holder certificate (T-1)',
  'questionnaire.testOnly.title': 'Test-only Holder Certificate',
  'questionnaire.testOnly.statement':
    'Under test conditions, I certify that:\n1. The holder named on this form is me; and\n2. This certificate is only a test.',
  'questionnaire.testOnly.intro': 'Under test conditions, I certify that:',
  'questionnaire.testOnly.item1': 'The holder named on this form is me; and',
  'questionnaire.testOnly.item2': 'This certificate is only a test.',
  'questionnaire.testOnly.holder.title': 'Holder',
  'questionnaire.testOnly.holder.name': 'Name of the holder',
  'questionnaire.testOnly.holder.nameRequired': 'Enter the name of the holder.',
  'questionnaire.testOnly.holder.country': 'Country of the holder',
  'questionnaire.testOnly.holder.countryRequired': 'Choose the country of the holder.',
  'questionnaire.testOnly.address.title': 'Address of the holder',
  'questionnaire.testOnly.signing.title': 'Signature',
  'questionnaire.testOnly.parts.I': 'Identification of the holder',
  'questionnaire.testOnly.parts.II': 'Certification',
  [`pdf.${TYPE}.formName`]: 'T-1',
  [`pdf.${TYPE}.corner`]: 'For tests only.',
  [`pdf.${TYPE}.agency`]: 'Taxcert test suite',
};

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'taxcert-pdf-')), 'form.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('a test-only form type registered in packages/forms', () => {
  let unregister: () => void;
  let app: SimApp;
  let auth: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    // The registry line and the catalogue traits.
    unregister = registerFormType({ formType: TYPE, traits, load: () => Promise.resolve(testOnlyForm) });
    const fixtures = loadFixtures();
    const english = fixtures.catalogues.get('en') ?? {};
    Object.assign(english, texts);
    // The institution offers it (online config), with the PIN asked for every form type that uses one. Its title and
    // revision come from the catalogue entry, as scripts/generate-online-config.ts writes them for the spec's types
    // (in English only: the languages of a W-family form).
    fixtures.baseConfig.authenticationType = 1;
    const entry = catalogueEntry(TYPE);
    if (!entry) throw new Error('not registered');
    fixtures.baseConfig.formTypes.push({
      formType: TYPE,
      ...localizedTitles(entry, new Map([['en', english]])),
      isEnabled: true,
      isVisible: true,
      canPrepopulate: true,
      introductionMessageId: null,
    });
    app = await buildTestApp({ fixtures });
    auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: TYPE },
    });
    expectContract('forms.add', added);
    expect(added.statusCode).toBe(200);
    id = added.json().formId;
  });
  afterAll(async () => {
    await app.close();
    unregister();
  });

  const validate = (payload: object) =>
    app.inject({ method: 'POST', url: `/api/forms/${TYPE}/${id}/validate`, headers: auth, payload });

  it('is in the catalogue and the registry while registered', () => {
    expect(catalogueEntry(TYPE)).toMatchObject({
      family: 'W',
      title: 'formTitle.testOnly',
      revision: 'Rev. January 2026',
      signatureSection: 'signing',
      signDateFormat: 'MM-dd-yyyy',
      esignPin: false,
      validForYears: 2,
      languages: ['en'],
    });
    expect(hasDefinition(TYPE)).toBe(true);
  });

  it("starts from the definition's defaults and rejects what its rules find, in its own words", async () => {
    const form = await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth });
    expectContract('forms.get', form);
    expect(form.json()).toMatchObject({
      formId: id,
      formType: TYPE,
      data: { signing: { capacity: 'Signing on Own Behalf', signature: 'NOT YET REQUESTED' } },
    });
    const res = await validate({ holder: { name: '' } });
    expectContract('forms.validate', res);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, formType: TYPE, tinMatched: null, warnings: [] });
    expect(res.json().rejections).toEqual([
      { code: 'E-HOLDER-NAME-REQUIRED', codeDescription: 'Enter the name of the holder.', field: 'holder.name' },
      {
        code: 'E-HOLDER-COUNTRY-REQUIRED',
        codeDescription: 'Choose the country of the holder.',
        field: 'holder.country',
      },
      { code: 'E-SIGNING-NAME-REQUIRED', codeDescription: expect.stringMatching(/\S/), field: 'signing.name' },
    ]);
  });

  it('validates its sample answers, previews them as a PDF in its parts and lines, and is signed without the PIN', async () => {
    const current = (await app.inject({ method: 'GET', url: `/api/forms/${id}`, headers: auth })).json().data;
    const answers = testOnlyForm.sampleAnswers?.(current, SIGNER) ?? {};
    const valid = await validate(answers);
    expect(valid.json()).toMatchObject({ valid: true, rejections: [], warnings: [] });

    const preview = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/preview`, headers: auth });
    expectContract('forms.pdfPreview', preview);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = pdfText(preview.rawPayload);
    // The header (form number, title and revision, side by side) before Part I, then the lines in order.
    for (const header of ['T-1', 'Test-only Holder Certificate', '(Rev. January 2026)']) {
      expect(text.indexOf(header), header).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(header), header).toBeLessThan(text.indexOf('Part I'));
    }
    expectInOrder(text, [
      'Part I',
      'Name of the holder',
      SIGNER,
      'Under test conditions',
      '2. This certificate is only a test.',
    ]);
    expect(text).toContain('PREVIEW');

    expect(
      (await app.inject({ method: 'PUT', url: `/api/forms/${id}/confirm`, headers: auth, payload: {} })).json(),
    ).toBe(false);
    expect((await app.inject({ method: 'POST', url: `/api/forms/${id}/certify`, headers: auth })).statusCode).toBe(200);
    const sign = { printName: SIGNER, capacity: 'Signing on Own Behalf', signDate: '11-22-2026' };
    const wrongName = await app.inject({
      method: 'POST',
      url: `/api/forms/${id}/sign`,
      headers: auth,
      payload: { ...sign, printName: 'Someone Else' },
    });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().code).toBe(4220);
    // authenticationType is 1, yet the catalogue entry says this type is signed without the PIN.
    const signed = await app.inject({ method: 'POST', url: `/api/forms/${id}/sign`, headers: auth, payload: sign });
    expectContract('forms.sign', signed);
    expect(signed.statusCode).toBe(200);

    const download = await app.inject({ method: 'GET', url: `/api/forms/${id}/pdf/download`, headers: auth });
    expect(download.statusCode).toBe(200);
    const signedText = pdfText(download.rawPayload);
    expect(signedText).not.toContain('PREVIEW');
    expect(signedText).toContain('Electronic signature evidence');
    expect(signedText).toContain('E-signature PIN verified: no');
    expect(signedText).toContain('12-31-2028');
  });

  it('leaves the catalogue and the registry when unregistered', () => {
    const again = registerFormType({
      formType: 'testonly_other',
      traits: { ...traits, family: 'CRS' },
      load: () => Promise.resolve(testOnlyForm),
    });
    expect(() =>
      registerFormType({
        formType: 'testonly_other',
        traits: { ...traits, family: 'CRS' },
        load: () => Promise.resolve(testOnlyForm),
      }),
    ).toThrow(/already in the catalogue/);
    expect(() =>
      registerFormType({
        formType: 'w9_2024',
        traits,
        load: () => Promise.resolve(testOnlyForm),
      }),
    ).toThrow(/already in the catalogue/);
    expect(catalogueEntry('testonly_other')?.esignPin).toBe(false);
    again();
    expect(catalogueEntry('testonly_other')).toBeUndefined();
    expect(hasDefinition('testonly_other')).toBe(false);
  });
});
