import { certificationText, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/**
 * Form W-8EXP Rev. October 2023 signed through the simulator, one PDF per Part II line and per Part III line the
 * answers can open (w8eci-w8exp-lines.md, ADR 056): each prints its line number and our wording of the line, in the
 * official order, and Part IV's statements above the signature; a line the answers do not open is not printed.
 */
const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => flat(english[key] ?? `missing ${key}`);
const k = (id: string) => `questionnaire.w8exp_2023.${id}`;

interface Case {
  name: string;
  answers: Answers;
  /** Texts printed in Part I, after the name (keys of the English catalogue, or literal text). */
  partI?: string[];
  /**
   * Texts printed in this order in Parts II and III (keys, or literal text where a line number of two lines — "13a,
   * 13b" — is printed inside the label's lines by the text extraction).
   */
  printed: string[];
  /** Keys whose texts are not printed. */
  absent: string[];
  /** Raw text the PDF must not hold. */
  absentText?: string[];
}

const cases: Case[] = [
  {
    name: 'a foreign government, integral part (10a, 10b), chapter 4 foreign government (18)',
    answers: {
      entityType: { ch3Status: 'ForeignGovernment', ch4Status: 'ForeignGovernment' },
      part10: { box10a: true, choice: '10b', integralPartOf: 'Switzerland' },
      part18: { box18: true },
    },
    printed: [
      k('part10.box10a.label'),
      k('part10.choice.option.10b'),
      '10b Integral part of the government of Switzerland',
      `18 ${text(k('part18.box18.label'))} Yes`,
    ],
    absent: [k('part10.commercialActivities.option.10d'), k('part15.choice.option.15a'), k('part12.box12.label')],
  },
  {
    name: 'a controlled entity (10c) not engaged in commercial activities (10d)',
    answers: {
      entityType: { ch3Status: 'ForeignGovernment' },
      part10: { box10a: true, choice: '10c', controlledEntityOf: 'Switzerland', commercialActivities: '10d' },
    },
    printed: [k('part10.box10a.label'), k('part10.choice.option.10c'), k('part10.commercialActivities.option.10d')],
    absent: [k('part10.commercialActivities.option.10e')],
  },
  {
    name: 'a wholly owned central bank (10c, 10e), an exempt retirement plan for (a) and (b) (19)',
    answers: {
      entityType: { ch3Status: 'ForeignGovernment', ch4Status: 'ExemptRetirementPlans' },
      part10: { box10a: true, choice: '10c', controlledEntityOf: 'Norway', commercialActivities: '10e' },
      part19: { box19: true, box19a: true, box19b: true },
    },
    printed: [
      k('part10.commercialActivities.option.10e'),
      `19 ${text(k('part19.box19.label'))}`,
      `19(a) ${text(k('part19.box19a.label'))}`,
      `19(b) ${text(k('part19.box19b.label'))}`,
    ],
    absent: [k('part10.commercialActivities.option.10d')],
  },
  {
    name: 'a withholding qualified holder alone (line 3 box, 15b)',
    answers: { entityType: { withholdingQualifiedHolder: true }, part15: { choice: '15b' } },
    partI: [`3 ${text(k('line3.withholdingQualifiedHolder.label'))} Yes`],
    printed: ['withholding qualified holder under section 1445', k('part15.choice.option.15b')],
    absent: [k('part10.box10a.label'), k('part15.choice.option.15a')],
  },
  {
    name: 'an international organization (11) that is also a withholding qualified holder (15a)',
    answers: {
      entityType: { ch3Status: 'InternationalOrganization', withholdingQualifiedHolder: true },
      part11: { box11: true },
      part15: { choice: '15a' },
    },
    printed: [k('part11.box11.label'), k('part15.choice.option.15a')],
    absent: [k('part15.choice.option.15b')],
  },
  {
    name: 'a tax-exempt organization (13a with the section 512 note, 13c), a 501(c) organization (20)',
    answers: {
      entityType: { ch3Status: 'TaxExemptOrganization', ch4Status: 'Organization501C' },
      part13: { basis: '13a', letterDate: '03-01-2010', section509: '13c' },
      part20: { box20: true },
    },
    printed: [
      'If any of the income is includible under section 512 in computing the organization',
      k('part13.basis.option.13a'),
      '13a Date of the IRS determination letter 03-01-2010',
      k('part13.section509.option.13c'),
      k('part20.box20.label'),
    ],
    absent: [k('part13.section509.option.13d')],
  },
  {
    name: 'a private foundation (13b, 13d), a passive NFFE (21a, 21c)',
    answers: {
      entityType: { ch3Status: 'PrivateFoundation', ch4Status: 'PassiveNffe' },
      part13: { basis: '13b', section509: '13d' },
      part21: { box21a: true, choice: '21c' },
    },
    printed: [
      k('part13.basis.option.13b'),
      k('part13.section509.option.13d'),
      k('part21.box21a.label'),
      k('part21.choice.option.21c'),
    ],
    absent: [k('part21.choice.option.21b')],
  },
  {
    name: 'a government of a U.S. territory (14), a territory financial institution (17)',
    answers: {
      entityType: { ch3Status: 'TerritoryGovernment', ch4Status: 'TerritoryFinancialInstitution' },
      part14: { box14: true },
      part17: { box17: true },
    },
    printed: [k('part14.box14.label'), k('part17.box17.label')],
    absent: [k('part18.box18.label')],
  },
  {
    name: 'a central bank of issue (12), a nonreporting IGA FFI (16)',
    answers: {
      entityType: { ch3Status: 'CentralBankOfIssue', ch4Status: 'NonReportingIgaFfi' },
      part12: { box12: true },
      part16: { box16: true, country: 'GB', igaSubclassification: 'central-bank' },
    },
    // The subclassification prints in words, never as the reference data's id.
    printed: [
      k('part12.box12.label'),
      k('part16.box16.label'),
      'questionnaire.nonReportingIgaFfi.igaSubclassification.option.central-bank',
    ],
    absent: [k('part17.box17.label')],
    absentText: ['central-bank'],
  },
  {
    name: 'a central bank of issue (12), a sponsored direct reporting NFFE (22, 23)',
    answers: {
      entityType: { ch3Status: 'CentralBankOfIssue', ch4Status: 'SponsoredDirectReportingNffe' },
      part12: { box12: true },
      part22: { sponsorName: 'Example Sponsor AG', box23: true },
    },
    printed: [k('part12.box12.label'), 'Example Sponsor AG', k('part22.box23.label')],
    absent: [k('part21.box21a.label')],
  },
];

describe('W-8EXP Rev. October 2023: the PDF of each Part II and Part III line', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it.each(cases)('$name', async ({ answers, partI, printed, absent, absentText }) => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const journey = formJourney(app, auth, 'w8exp_2023');
    const { id, data } = await journey.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const filled: Answers = {
      ...sample,
      name: { ...sample.name, name: 'Example Organization' },
      part12: {},
      part18: {},
      ...(answers.entityType?.ch4Status === 'SponsoredDirectReportingNffe'
        ? { taxIdNumbers: { giin: 'S519K499999SL756' } }
        : {}),
      ...answers,
    };
    expect(await journey.rejections(id, filled)).toEqual([]);
    const pdf = await journey.signed(
      id,
      filled,
      { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' },
      'w8exp_2023',
    );
    const cert = certificationText(def, filled);
    expectInOrder(pdf, [
      'Part I Identification of Beneficial Owner',
      'Example Organization',
      ...(partI ?? []).map((p) => (english[p] ? text(p) : p)),
      'Part II Qualification Statement for Chapter 3 Status',
      ...printed.map((p) => (english[p] ? text(p) : p)),
      'Part IV Certification',
      ...cert.items.map((item) => text(item.key)),
      text(cert.noteKey ?? ''),
      text(cert.consentKey ?? ''),
      'Sign Here Electronically signed by Jane Doe 11-22-2026',
    ]);
    for (const key of absent) expect(pdf, key).not.toContain(text(key));
    for (const raw of absentText ?? []) expect(pdf, raw).not.toContain(raw);
  });
});
