import {
  certificationText,
  clearHidden,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type FormDefinition,
} from '@taxcert/engine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carryAnswers } from '../src/prequal';
import { validUntil } from '../src/validity';
import { W8EXP_CH4_STATUSES, w8exp, w8exp_2023, w8expCertificationKeys } from '../src/w8exp';
import { today } from './support';

const root = new URL('../../../fixtures/languages/', import.meta.url);
/** A locale's questionnaire texts with those (w8eci-w8exp-lines.json), as the apps merge them. */
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['questionnaire', 'w8eci-w8exp-lines'].map(
      (file) => JSON.parse(readFileSync(new URL(`${locale}/${file}.json`, root), 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
const english = catalogue('en');
const reference = JSON.parse(
  readFileSync(new URL('../../../fixtures/reference/static-data.json', import.meta.url), 'utf8'),
) as object;

/** A foreign central bank of issue not wholly owned by its sovereign (line 12), without a chapter 4 status. */
const centralBank = (def: FormDefinition): Answers =>
  mergeAnswers(defaultAnswers(def), {
    name: { name: 'Example Central Bank', country: 'CH' },
    entityType: { ch3Status: 'CentralBankOfIssue' },
    address: { line1: 'Börsenstrasse 15', line3: 'Zürich', postalCode: '8001', country: 'CH' },
    part12: { box12: true },
    part4: {
      ...(def === w8exp_2023 ? { capacityToSign: true } : { capacity: 'Authorised Officer' }),
      name: 'Anna Meier',
      date: '06-15-2024',
    },
  });

const evaluate = (def: FormDefinition, answers: Answers) =>
  evaluateForm(def, clearHidden(def, answers, { today }), { today, reference });
const failures = (def: FormDefinition, answers: Answers) =>
  evaluate(def, answers).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const visibleIn = (def: FormDefinition, answers: Answers, part: string) =>
  def.blocks.filter((b) => b.part === part && evaluate(def, answers).blocks[b.id]?.visible).map((b) => b.id);
const lines = (def: FormDefinition) => [
  ...new Set(def.blocks.flatMap((b) => b.questions.map((q) => q.line)).filter((l) => l !== undefined)),
];

describe.each([
  {
    def: w8exp,
    name: 'Rev. July 2017 (w8exp)',
    part2: {
      ForeignGovernment: 'part10',
      InternationalOrganization: 'part11',
      CentralBankOfIssue: 'part12',
      TaxExemptOrganization: 'part13',
      PrivateFoundation: 'part13',
      TerritoryGovernment: 'part14',
    },
    first: 15,
  },
  {
    def: w8exp_2023,
    name: 'Rev. October 2023 (w8exp_2023)',
    part2: {
      ForeignGovernment: 'part10',
      InternationalOrganization: 'part11',
      CentralBankOfIssue: 'part12',
      TaxExemptOrganization: 'part13',
      PrivateFoundation: 'part13',
      TerritoryGovernment: 'part14',
    },
    first: 16,
  },
])('W-8EXP $name', ({ def, part2, first }) => {
  const part3 = Object.fromEntries(
    (
      [
        'NonReportingIgaFfi',
        'TerritoryFinancialInstitution',
        'ForeignGovernment',
        'ExemptRetirementPlans',
        'Organization501C',
        'PassiveNffe',
        'SponsoredDirectReportingNffe',
      ] as const
    ).map((s, i) => [s, `part${first + i}`]),
  );

  it('evaluates the foreign central bank as valid; an empty form lacks lines 1–3, 5 and the signer', () => {
    expect(failures(def, centralBank(def))).toEqual([]);
    expect(evaluate(def, defaultAnswers(def)).failures.map((f) => `${f.blockId}.${f.questionId}:${f.rule}`)).toEqual([
      'name.name:required',
      'name.country:required',
      'entityType.ch3Status:required',
      'address.line1:required',
      'address.country:required',
      ...(def === w8exp_2023
        ? ['part4.capacityToSign:custom', 'part4.name:required']
        : ['part4.name:required', 'part4.capacity:required']),
    ]);
  });

  it('each chapter 3 status opens exactly its Part II line; a status of no line opens none', () => {
    for (const [status, block] of Object.entries(part2))
      expect(visibleIn(def, { entityType: { ch3Status: status } }, 'II'), status).toEqual([block]);
    expect(visibleIn(def, { entityType: {} }, 'II')).toEqual([]);
  });

  it('a changed chapter 3 or 4 status clears the line the earlier one opened', () => {
    const filled = (block: string) =>
      Object.values(
        clearHidden(def, { entityType: { ch3Status: 'X' }, [block]: { [`box${block.slice(4)}`]: true } }, { today })[
          block
        ] ?? {},
      ).filter((value) => value === true);
    for (const block of new Set(Object.values(part2))) expect(filled(block), block).toEqual([]);
    for (const block of Object.values(part3)) expect(filled(block), block).toEqual([]);
    // And one kept while its status stays: the central bank's line 12.
    expect(clearHidden(def, centralBank(def), { today }).part12).toEqual({ box12: true });
  });

  it('each chapter 4 status opens exactly its Part III line; the others open none', () => {
    for (const status of W8EXP_CH4_STATUSES)
      expect(visibleIn(def, { entityType: { ch4Status: status } }, 'III'), status).toEqual(
        part3[status] ? [part3[status]] : [],
      );
  });

  it('requires the Part II certification the chapter 3 status opens, and the Part III one of the chapter 4 status', () => {
    expect(failures(def, mergeAnswers(centralBank(def), { part12: { box12: false } }))).toEqual([
      'part12.box12:questionnaire.w8exp.box.errorMessage',
    ]);
    const gov = part3.ForeignGovernment ?? '';
    const withCh4 = mergeAnswers(centralBank(def), { entityType: { ch4Status: 'ForeignGovernment' } });
    expect(failures(def, withCh4)).toEqual([`${gov}.box${first + 2}:questionnaire.w8exp.box.errorMessage`]);
    expect(failures(def, mergeAnswers(withCh4, { [gov]: { [`box${first + 2}`]: true } }))).toEqual([]);
  });

  it('a passive NFFE ticks its first box and one of the next two; a sponsored direct reporting NFFE names its sponsor', () => {
    const passive = part3.PassiveNffe ?? '';
    const answers = mergeAnswers(centralBank(def), {
      entityType: { ch4Status: 'PassiveNffe' },
      [passive]: { [`box${first + 5}a`]: true },
    });
    expect(failures(def, answers)).toEqual([`${passive}.choice:questionnaire.w8exp.choice.errorMessage`]);
    expect(failures(def, mergeAnswers(answers, { [passive]: { choice: `${first + 5}c` } }))).toEqual([]);
    const sponsored = part3.SponsoredDirectReportingNffe ?? '';
    const dr = mergeAnswers(centralBank(def), {
      entityType: { ch4Status: 'SponsoredDirectReportingNffe' },
      taxIdNumbers: { giin: 'S519K499999SL756' },
      [sponsored]: { [`box${first + 7}`]: true },
    });
    expect(failures(def, dr)).toEqual([`${sponsored}.sponsorName:questionnaire.w8exp.name.errorMessage`]);
  });

  it('a nonreporting IGA FFI names the IGA country and its treatment from the reference data', () => {
    const iga = part3.NonReportingIgaFfi ?? '';
    const answers = mergeAnswers(centralBank(def), {
      entityType: { ch4Status: 'NonReportingIgaFfi' },
      [iga]: { [`box${first}`]: true, country: 'AF' },
    });
    expect(failures(def, answers)).toEqual([
      `${iga}.country:questionnaire.nonReportingIgaFfi.country.igaErrorMessage`,
      `${iga}.igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage`,
    ]);
    // The United Kingdom has a Model 1 IGA; a central bank is one of its subclassifications (config/igasubclassifications).
    expect(
      failures(def, mergeAnswers(answers, { [iga]: { country: 'GB', igaSubclassification: 'central-bank' } })),
    ).toEqual([]);
    expect(
      failures(def, mergeAnswers(answers, { [iga]: { country: 'GB', igaSubclassification: 'no-such-treatment' } })),
    ).toEqual([`${iga}.igaSubclassification:questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage`]);
  });

  it('asks the GIIN (8a) of a participating FFI and requires it', () => {
    expect(evaluate(def, centralBank(def)).blocks.taxIdNumbers?.questions.giin?.visible).toBe(false);
    expect(failures(def, mergeAnswers(centralBank(def), { entityType: { ch4Status: 'ParticipatingFfi' } }))).toEqual([
      'taxIdNumbers.giin:questionnaire.giin.errorMessage',
    ]);
  });

  it('line 13: a determination letter with its date (never a future one) or counsel’s opinion; a private foundation ticks 13d', () => {
    const exempt = mergeAnswers(centralBank(def), {
      entityType: { ch3Status: 'TaxExemptOrganization' },
      part13: { basis: '13a', letterDate: '06-16-2024' },
    });
    expect(failures(def, exempt)).toEqual([
      'part13.letterDate:questionnaire.w8exp.part13.letterDate.futureErrorMessage',
    ]);
    expect(failures(def, mergeAnswers(exempt, { part13: { letterDate: '03-01-2010', section509: '13c' } }))).toEqual(
      [],
    );
    expect(failures(def, mergeAnswers(exempt, { part13: { letterDate: '03-01-2010', section509: '13d' } }))).toEqual([
      'part13.section509:questionnaire.w8exp.part13.section509.errorMessage',
    ]);
    const foundation = mergeAnswers(centralBank(def), {
      entityType: { ch3Status: 'PrivateFoundation' },
      part13: { basis: '13b' },
    });
    expect(failures(def, foundation)).toEqual(['part13.section509:questionnaire.w8exp.part13.section509.errorMessage']);
    expect(failures(def, mergeAnswers(foundation, { part13: { section509: '13d' } }))).toEqual([]);
  });

  it('is valid to the end of the third calendar year after signing', () => {
    expect(validUntil(def.formType, new Date('2026-11-22T00:00:00Z'))).toBe('2029-12-31');
  });
});

describe('W-8EXP: what differs between the revisions', () => {
  it('Rev. 2023 numbers Part II 10a–15b and Part III 16–23 (19 with (a)/(b)); Rev. July 2017 10a–14 and 15–22', () => {
    const partI = ['1', '2', '3', '4', '5', '6', '7', '8a', '8b', '9'];
    const part2 = ['10a', '10b, 10c', '10b', '10c'];
    const line13 = ['13a, 13b', '13a', '13c, 13d'];
    expect(lines(w8exp)).toEqual([
      ...partI,
      ...part2,
      '11',
      '12',
      ...line13,
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20a',
      '20b, 20c',
      '21',
      '22',
    ]);
    expect(lines(w8exp_2023)).toEqual([
      ...partI,
      ...part2,
      '10d, 10e',
      '11',
      '12',
      ...line13,
      '14',
      '15a, 15b',
      '16',
      '17',
      '18',
      '19',
      '19(a)',
      '19(b)',
      '20',
      '21a',
      '21b, 21c',
      '22',
      '23',
    ]);
  });

  it('a foreign government (Rev. 2017) ticks 10a and 10b or 10c, naming the government', () => {
    const gov = mergeAnswers(centralBank(w8exp), {
      entityType: { ch3Status: 'ForeignGovernment' },
      part10: { box10a: true, choice: '10b' },
    });
    expect(failures(w8exp, gov)).toEqual(['part10.integralPartOf:questionnaire.w8exp.name.errorMessage']);
    expect(failures(w8exp, mergeAnswers(gov, { part10: { integralPartOf: 'Switzerland' } }))).toEqual([]);
  });

  it('Rev. 2023 has the capacity-to-sign box, Rev. 2017 the capacity in which the official acts', () => {
    const signer = (def: FormDefinition) => def.blocks.find((b) => b.id === 'part4')?.questions.map((q) => q.id);
    expect(signer(w8exp_2023)).toContain('capacityToSign');
    expect(signer(w8exp)).toContain('capacity');
    expect(signer(w8exp)).not.toContain('capacityToSign');
  });
});

/** The texts of a revision's Part II and III lines (boxes, choices, field labels), not the messages. */
const partTexts = (prefix: string) =>
  Object.keys(english).filter(
    (k) => k.startsWith(`${prefix}.part`) && /\.part\d\d\./.test(k) && !/rrorMessage$/.test(k),
  );

describe('W-8EXP texts', () => {
  /** Every key of the certifications of Parts II–IV and the status lists: our wording from the reference's paraphrase. */
  const unconfirmed = (def: FormDefinition, prefix: string) => [
    ...w8expCertificationKeys(def.certification!),
    ...partTexts(prefix),
    ...def.blocks
      .flatMap((b) => b.questions)
      .filter((q) => q.id === 'ch3Status' || q.id === 'ch4Status')
      .flatMap((q) => q.props?.options?.map((o) => o.label) ?? []),
  ];

  it('lists which texts are our wording: Part IV, every box of Parts II and III, the status lists', () => {
    // 2017: Part IV's 7 (intro, 4 bullets, the authorization, the consent); Part II 16, Part III 11; line 3's 6, line 4's 13.
    expect(unconfirmed(w8exp, 'questionnaire.w8exp')).toHaveLength(7 + 16 + 11 + 6 + 13);
    // 2023: Part IV's 5 (intro, 2 bullets, the authorization, the consent); Part II 22 (10d/10e, 15a/15b), Part III
    // 13 (19(a), 19(b)); line 3's 6, line 4's 13.
    expect(unconfirmed(w8exp_2023, 'questionnaire.w8exp_2023')).toHaveLength(5 + 22 + 13 + 6 + 13);
    for (const k of unconfirmed(w8exp_2023, 'questionnaire.w8exp_2023')) expect(english[k], k).toBeTruthy();
    const cert = certificationText(w8exp_2023, {});
    expect([cert.introKey, ...cert.items.map((i) => i.key), cert.noteKey, cert.consentKey]).toEqual(
      w8expCertificationKeys(w8exp_2023.certification!),
    );
  });

  it.each(['de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'])(
    '%s keeps the certification texts of Parts II–IV in English (ADR 006), with a translated explanation',
    (locale) => {
      const messages = catalogue(locale);
      const keys = [
        ...w8expCertificationKeys(w8exp.certification!),
        ...w8expCertificationKeys(w8exp_2023.certification!),
        ...partTexts('questionnaire.w8exp'),
        ...partTexts('questionnaire.w8exp_2023'),
      ];
      expect(keys.filter((k) => messages[k] !== english[k])).toEqual([]);
      expect(messages['certification.w8exp.explanation']).not.toBe(english['certification.w8exp.explanation']);
      expect(messages['certification.w8exp_2023.summary']).not.toBe(english['certification.w8exp_2023.summary']);
    },
  );
});

describe('W-8EXP opened from the pre-qualifying questionnaire', () => {
  const exempt = (exemptStatus: string): Answers => ({
    holder: { accountHolderType: 'Entity' },
    holderName: { entityName: 'Example Central Bank' },
    entityKind: { receivesForOthers: 'No', exemptStatus },
    residency: { incorporationCountry: 'CH' },
  });

  it('carries the name, the country of organization (lines 1–2) and the exempt status as line 3’s box', () => {
    expect(carryAnswers(exempt('CentralBankOfIssue'), w8exp_2023)).toMatchObject({
      name: { name: 'Example Central Bank', country: 'CH' },
      entityType: { ch3Status: 'CentralBankOfIssue' },
    });
    expect(carryAnswers(exempt('ForeignGovernment'), w8exp)).toMatchObject({
      entityType: { ch3Status: 'ForeignGovernment' },
    });
  });

  it('carries the foreign government into Rev. 2023, whose line 3 now offers it with line 10', () => {
    expect(carryAnswers(exempt('ForeignGovernment'), w8exp_2023).entityType).toEqual({
      ch3Status: 'ForeignGovernment',
    });
  });

  it('carries a withholding qualified holder as Rev. 2023’s line-3 box, and into Rev. 2017 (no such box) nothing', () => {
    expect(carryAnswers(exempt('WithholdingQualifiedHolder'), w8exp_2023).entityType).toEqual({
      withholdingQualifiedHolder: true,
    });
    expect(carryAnswers(exempt('WithholdingQualifiedHolder'), w8exp).entityType).toBeUndefined();
  });
});
