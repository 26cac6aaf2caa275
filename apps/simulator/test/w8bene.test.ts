import { readFileSync } from 'node:fs';
import {
  certificationText,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { formReference, loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { failureCode } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Form W-8BEN-E (both revisions) through the simulator's API: the Check rejects what the engine finds, the preview
 * and the signed PDF print Part I and only the Parts the answers open, in order, the certification directly above
 * the signature, and the 3-year validity. The three typical customers are signed here.
 */

const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => flat(english[key] ?? `missing ${key}`);
const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));
const reference = (formType: string): ReferenceData =>
  formReference(
    fixture('reference/static-data.json') as ReferenceData,
    formType,
    fixture('config/online-config.json') as Parameters<typeof formReference>[2],
  );

const GIIN = '98Q96B00000LE826';
const owner = (name: string, tinType: string, tin: string): BlockAnswers => ({
  name,
  tinType,
  tin,
  address: [{ line1: '1 Main St', line3: 'Springfield', line4: 'IL', postalCode: '62701', country: 'US' }],
});

/** An active NFFE claiming the German treaty's 15 % dividend rate as a publicly traded corporation. */
const activeNffe = (a: Answers): Answers =>
  mergeAnswers(a, {
    entityType: { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
    treatyClaim: {
      claimed: 'Yes',
      country: 'DE',
      limitationOnBenefit: 'publiclyTradedCorporation',
      treatySpecialRatesClaims: [
        {
          incomeType: 'Dividends',
          articleParagraph: '10(2)(b)',
          rate: '15',
          explanation: 'Holding of less than 10 % of the voting stock',
        },
      ],
    },
    partXXV: { box39: true },
  });
/** A participating FFI (a foreign bank) with its GIIN on line 9a and no U.S. TIN. */
const participatingFfi = (a: Answers): Answers =>
  mergeAnswers(a, {
    entityType: { ch3Status: 'Corporation', ch4Status: 'ParticipatingFfi' },
    taxIdNumbers: { giin: GIIN },
    partXXV: {},
  });
/** A passive NFFE listing two substantial U.S. owners: a person with an SSN and a company with an EIN. */
const passiveNffe = (a: Answers): Answers => ({
  ...mergeAnswers(a, {
    entityType: { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
    partXXVI: { box40a: true, choice: '40c' },
    partXXV: {},
  }),
  substantialOwners: {
    substantialOwners: [owner('Ruth Roe', 'Ssn', '123456780'), owner('Roe Holdings Inc.', 'Ein', '981234567')],
  },
});

/** The Part headings as printed ("Part XXV Active NFFE"). */
const heading = (part: string) => `Part ${part} ${text(`questionnaire.w8bene.parts.${part}`)}`;
const ALL_PARTS = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
  'XXIV',
  'XXV',
  'XXVI',
  'XXVII',
  'XXVIII',
  'XXIX',
  'XXX',
];
/** Exactly these Part headings print, in this order. */
function expectParts(pdf: string, parts: string[]): void {
  expectInOrder(pdf, parts.map(heading));
  for (const part of ALL_PARTS.filter((p) => !parts.includes(p))) expect(pdf, part).not.toContain(heading(part));
}

/** Part XXX as the repository keeps it: the opening sentence, the bullets with (a)–(d), the undertaking. */
function certificationBlock(def: FormDefinition): string {
  const cert = certificationText(def, {});
  const items = cert.items.map((item) => [`${item.marker} ${text(item.key)}`, ...item.subKeys.map(text)].join(' '));
  return flat([text(cert.introKey), ...items, text(cert.noteKey ?? 'missing')].join(' '));
}

describe.each(['w8bene_2021', 'w8bene_2017'])('%s on the simulator (scenario all-forms)', (formType) => {
  let app: SimApp;
  let auth: Record<string, string>;
  let def: FormDefinition;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
    def = (await loadDefinition(formType))!;
  });
  afterAll(() => app.close());

  const journey = () => formJourney(app, auth, formType);
  const signature = { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' };
  async function sign(change: (answers: Answers) => Answers, name: string): Promise<string> {
    const { id, data } = await journey().create();
    return journey().signed(id, change(def.sampleAnswers!(data, 'Jane Doe')), signature, `${formType}-${name}`);
  }

  it('rejects exactly what the engine finds: the pre-filled form, a missing box, a refused status pair, a missing GIIN', async () => {
    const { id, data } = await journey().create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const cases = [
      data,
      mergeAnswers(sample, { partXXV: { box39: false } }),
      mergeAnswers(sample, {
        entityType: { ch3Status: 'Corporation', ch4Status: 'ForeignGovernment' },
        partXIII: { box27: true },
      }),
      mergeAnswers(participatingFfi(sample), { taxIdNumbers: { giin: '' } }),
    ];
    for (const answers of cases) {
      const expected = evaluateForm(def, answers, { reference: reference(formType) }).failures.map((f) => [
        failureCode(f),
        `${f.blockId}.${f.questionId}`,
      ]);
      expect(expected.length).toBeGreaterThan(0);
      expect(await journey().rejections(id, answers)).toEqual(expected);
    }
  });

  it('previews as a PDF: the form name and revision, Part XXX, no message key', async () => {
    const { id } = await journey().create();
    const pdf = await journey().preview(id, `${formType}-preview`);
    expect(pdf).toContain('W-8BEN-E');
    expect(pdf).toContain(def.revision);
    expect(pdf).toContain(text('certification.w8bene.ours.intro'));
    expect(pdf).not.toMatch(/(questionnaire|pdf|certification)\.[a-z0-9_]+\./i);
  });

  it('an active NFFE with a treaty claim: Parts I, III, XXV and XXX, the certification directly above the signature, valid for 3 years', async () => {
    const pdf = await sign(activeNffe, 'active-nffe');
    expectParts(pdf, ['I', 'III', 'XXV', 'XXX']);
    expectInOrder(pdf.slice(pdf.indexOf(heading('III'))), [
      '14a',
      'Germany',
      '14b',
      text('questionnaire.taxTreatyClaim.limitationOnBenefit.option.publiclyTradedCorporation'),
      // Line 15 as one sentence (w8bene-lines.md), then the additional conditions.
      flat(
        text('pdf.w8bene.line15.sentence')
          .replace('{{article}}', '10(2)(b)')
          .replace('{{rate}}', '15')
          .replace('{{income}}', 'Dividends'),
      ),
      'Holding of less than 10 % of the voting stock',
      `${text('questionnaire.w8bene.partXXV.box39.label')} Yes`,
    ]);
    expectInOrder(pdf, [
      certificationBlock(def),
      `X ${text('certification.w8bene.capacityToSign')}`,
      `${text('certification.w8.consent')} Sign Here Electronically signed by Jane Doe 11-22-2026`,
      'Date (MM-DD-YYYY)',
      'Print Name Jane Doe',
    ]);
    expect(pdf).toContain('This form is valid until 12-31-2029');
  });

  it('a participating FFI with its GIIN: no status Part, the GIIN on line 9a', async () => {
    const pdf = await sign(participatingFfi, 'participating-ffi');
    expectParts(pdf, ['I', 'XXX']);
    expect(pdf).toContain(text('questionnaire.entityType.ch4Status.option.ParticipatingFfi'));
    expectInOrder(pdf, ['9a', GIIN.slice(0, 6), '9b']);
  });

  it('a passive NFFE with two substantial U.S. owners: Parts XXVI and XXIX, the person’s SSN and the company’s EIN', async () => {
    const pdf = await sign(passiveNffe, 'passive-nffe');
    expectParts(pdf, ['I', 'XXVI', 'XXIX', 'XXX']);
    expectInOrder(pdf, [
      text('questionnaire.w8bene.partXXVI.box40a.label'),
      text('questionnaire.w8bene.partXXVI.choice.option.40c'),
      'Ruth Roe',
      '123-45-6780',
      'Roe Holdings Inc.',
      '98-1234567',
    ]);
    expect(pdf).not.toContain(text('questionnaire.w8bene.partXXVI.choice.option.40b'));
  });
});
