import type { Answers, FormDefinition } from '@taxcert/engine';
import { certificationText, mergeAnswers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * The signed W-8BEN-E's Parts I–III and XXX as the PDF prints them, per revision (w8bene-lines.md): line 3
 * in Part I after line 2, 9c in Rev. October 2021 only, Part II in the order 11, 12, 13, line 14b's statement, line
 * 15 as one sentence, and Part XXX in the revision's own words — Rev. July 2017 without section 6050Y and 1446(f).
 */
const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => flat(english[key] ?? `missing ${key}`);
const heading = (part: string) => `Part ${part} ${text(`questionnaire.w8bene.parts.${part}`)}`;

/** An active NFFE with a branch in Hamburg receiving the payment, claiming the German treaty's 15 % dividend rate. */
const answers = (sample: Answers): Answers =>
  mergeAnswers(sample, {
    disregardedEntity: {
      name: 'Example Hamburg Branch',
      type: '2',
      giin: [{ value: '98Q96B00000LE826', appliedFor: false }],
      address: [{ line1: '1 Jungfernstieg', line3: 'Hamburg', postalCode: '20354', country: 'DE' }],
    },
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
  });

describe.each(['w8bene_2021', 'w8bene_2017'])('%s signed: Parts I–III and XXX line by line', (formType) => {
  let app: SimApp;
  let auth: Record<string, string>;
  let def: FormDefinition;
  let pdf: string;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
    def = (await loadDefinition(formType))!;
    const journey = formJourney(app, auth, formType);
    const { id, data } = await journey.create();
    const signature = { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' };
    pdf = await journey.signed(id, answers(def.sampleAnswers!(data, 'Jane Doe')), signature, `${formType}-lines`);
  });
  afterAll(() => app.close());

  it('prints Part I with line 3 after line 2, and 9c only in Rev. October 2021', () => {
    const partI = pdf.slice(pdf.indexOf(heading('I')), pdf.indexOf(heading('II')));
    expectInOrder(partI, [
      text('questionnaire.w8bene.line1.label'),
      text('questionnaire.w8bene.line2.label'),
      '3 Name of disregarded entity',
      'Example Hamburg Branch',
      '4 Chapter 3 status',
      '9b',
      'DE123456789',
    ]);
    expect(partI.includes(text('questionnaire.foreignTin.notRequired.label'))).toBe(formType === 'w8bene_2021');
  });

  it('prints Part II in the order 11, 12, 13: the status, the address, the GIIN', () => {
    const partII = pdf.slice(pdf.indexOf(heading('II')), pdf.indexOf(heading('III')));
    expectInOrder(partII, [
      '11',
      text('questionnaire.disregardedEntity.type.option.2'),
      '12',
      '1 Jungfernstieg',
      'Hamburg, 20354',
      '13',
      '98Q96B.00000.LE.826',
    ]);
    expect(partII).not.toContain('Example Hamburg Branch');
  });

  it('prints Part III: 14a, 14b with its statement, line 15 as one sentence and the additional conditions', () => {
    const partIII = pdf.slice(pdf.indexOf(heading('III')), pdf.indexOf(heading('XXV')));
    expectInOrder(partIII, [
      '14a',
      'Germany',
      '14b',
      'derives the item(s) of income',
      text('questionnaire.taxTreatyClaim.limitationOnBenefit.option.publiclyTradedCorporation'),
      '15',
      flat(
        text('pdf.w8bene.line15.sentence')
          .replace('{{article}}', '10(2)(b)')
          .replace('{{rate}}', '15')
          .replace('{{income}}', 'Dividends'),
      ),
      'Holding of less than 10 % of the voting stock',
    ]);
  });

  it('prints Part XXX in its revision’s words, directly above the signature', () => {
    const cert = certificationText(def, {});
    const items = cert.items.flatMap((item) => [text(item.key), ...item.subKeys.map(text)]);
    expectInOrder(pdf.slice(pdf.indexOf(heading('XXX'))), [
      text(cert.introKey),
      ...items,
      text(cert.noteKey ?? 'missing'),
      'Sign Here Electronically signed by Jane Doe',
    ]);
    const rev2021 = formType === 'w8bene_2021';
    expect(pdf.includes('section 6050Y')).toBe(rev2021);
    expect(pdf.includes('section 1446(f)')).toBe(rev2021);
    expect(pdf.includes('is a merchant submitting this form')).toBe(!rev2021);
    expect(pdf).toContain(rev2021 ? 'effectively connected taxable income' : 'effectively connected income; and');
  });
});
