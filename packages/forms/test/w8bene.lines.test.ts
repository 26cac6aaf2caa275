import { readdirSync, readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  isBlank,
  mergeAnswers,
  settleChange,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { formCatalogue } from '../src/catalogue';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { today } from './support';

/**
 * W-8BEN-E Parts I–III line by line (w8bene-lines.md), both revisions: the header and the "Do not use this
 * form for" rows, and for every line of Parts I–III the definition declares, when it shows and that it is cleared when
 * the answer that opened it changes. A line added to Parts I–III without a case here fails the first test.
 */
const english = (() => {
  const dir = new URL('../../../fixtures/languages/en/', import.meta.url);
  return Object.assign(
    {},
    ...readdirSync(dir).map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
})();

const lob = {
  hasLobProvision: true,
  government: false,
  taxExempt: false,
  otherTaxExempt: false,
  publiclyTradedCorporation: true,
  subsidiary: false,
  meetsOwnershipTest: false,
  derivativeBenefitsTest: false,
  activeTradeBusinessTest: false,
  discretionaryDetermination: false,
  others: [],
};
const reference: ReferenceData = {
  usTaxTreatyCountries: ['DE', 'GB'],
  lobs: [
    { country: 'DE', ...lob },
    { country: 'GB', ...lob, hasLobProvision: false, publiclyTradedCorporation: false },
  ],
  specialRateProvisions: {
    DE: { standard: [{ incomeType: 'Dividends', article: '10(2)(b)', percentage: 15 }], pension: [] },
  },
};
const opts = { today, reference };

/** An active NFFE in Germany, signed: the sample answers of the revision. */
const sample = (def: FormDefinition): Answers => def.sampleAnswers!(defaultAnswers(def), 'Erika Mustermann');
const claim: BlockAnswers = {
  claimed: 'Yes',
  country: 'DE',
  limitationOnBenefit: 'publiclyTradedCorporation',
  isUsSourceDividends: true,
  treatySpecialRatesClaims: [
    { incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15', explanation: 'Less than 10 % of the votes' },
  ],
};
const branch = (type: string): BlockAnswers => ({
  name: 'Example Branch',
  type,
  giin: [{ value: '98Q96B00000BR276', appliedFor: false }],
  address: [{ line1: '1 Hauptstraße', line3: 'Hamburg', postalCode: '20095', country: 'DE' }],
});

/**
 * A line of Parts I–III: the answers under which it shows (with an answer in it), and — for a line another answer
 * opens — the change of that answer that hides it and clears it. Lines without `close` show whatever the status.
 */
interface LineCase {
  path: string;
  open: Answers;
  close?: [string, BlockAnswers];
  revisions?: readonly string[];
}
const CASES: Record<string, LineCase> = {
  '1': { path: 'name.name', open: {} },
  '2': { path: 'name.country', open: {} },
  '3': { path: 'disregardedEntity.name', open: { disregardedEntity: branch('5') } },
  '4': { path: 'entityType.ch3Status', open: {} },
  '5': { path: 'entityType.ch4Status', open: {} },
  '6': { path: 'address.line1', open: {} },
  '7': { path: 'mailingAddress.line1', open: { mailingAddress: { line1: 'Postfach 12' } } },
  '8': { path: 'taxIdNumbers.usTin', open: { taxIdNumbers: { usTin: '981234567' } } },
  '9a': {
    path: 'taxIdNumbers.giin',
    open: { entityType: { ch4Status: 'ParticipatingFfi' }, partXXV: {}, taxIdNumbers: { giin: '98Q96B00000LE276' } },
    close: ['entityType', { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' }],
  },
  '9b': {
    path: 'taxIdNumbers.ftin',
    open: {},
    close: ['taxIdNumbers', { ftinNotRequired: true }],
    revisions: ['w8bene_2021'],
  },
  '9c': { path: 'taxIdNumbers.ftinNotRequired', open: {}, revisions: ['w8bene_2021'] },
  '10': { path: 'referenceNumbers.referenceNumbers', open: { referenceNumbers: { referenceNumbers: 'ACC-1' } } },
  '11': { path: 'disregardedEntity.type', open: { disregardedEntity: branch('1') } },
  '12': { path: 'disregardedEntity.address', open: { disregardedEntity: branch('2') } },
  '13': {
    path: 'disregardedEntity.giin',
    open: { disregardedEntity: branch('2') },
    close: ['disregardedEntity', { ...branch('1'), giin: [{ value: '98Q96B00000BR276', appliedFor: false }] }],
  },
  '14a': { path: 'treatyClaim.country', open: { treatyClaim: claim }, close: ['treatyClaim', { claimed: 'No' }] },
  '14b': {
    path: 'treatyClaim.limitationOnBenefit',
    open: { treatyClaim: claim },
    close: ['treatyClaim', { ...claim, country: 'GB', limitationOnBenefit: 'publiclyTradedCorporation' }],
    revisions: ['w8bene_2017'],
  },
  '14c': {
    path: 'treatyClaim.isUsSourceDividends',
    open: { treatyClaim: claim },
    close: ['treatyClaim', { claimed: 'No' }],
  },
  '15': {
    path: 'treatyClaim.treatySpecialRatesClaims',
    open: { treatyClaim: claim },
    close: ['treatyClaim', { ...claim, claimed: 'No' }],
  },
};
/** 9b and 14b on the revision a case leaves out: 9b is never hidden in 2017 (no 9c), GB offers 2021's "No LOB" box. */
const ALWAYS_SHOWN_IN: Record<string, Record<string, LineCase>> = {
  w8bene_2017: { '9b': { path: 'taxIdNumbers.ftin', open: {} } },
  w8bene_2021: { '14b': { path: 'treatyClaim.limitationOnBenefit', open: { treatyClaim: claim } } },
};

const at = (answers: Answers, path: string) => {
  const [block = '', question = ''] = path.split('.');
  return answers[block]?.[question];
};
const linesOf = (def: FormDefinition) =>
  def.blocks
    .filter((block) => ['I', 'II', 'III'].includes(block.part ?? ''))
    .flatMap((block) =>
      block.questions.flatMap((q) => (q.line === undefined ? [] : [[q.line, `${block.id}.${q.id}`]])),
    );

describe.each([w8bene_2021, w8bene_2017])('$formType Parts I–III, line by line', (def) => {
  const lines = linesOf(def);
  const caseOf = (line: string): LineCase | undefined => {
    const own = CASES[line];
    if (own && (own.revisions === undefined || own.revisions.includes(def.formType))) return own;
    return ALWAYS_SHOWN_IN[def.formType]?.[line];
  };

  it('has a case for every line it declares, and prints 9c only in Rev. October 2021', () => {
    expect(lines.filter(([line]) => !caseOf(line ?? ''))).toEqual([]);
    expect(lines.some(([line]) => line === '9c')).toBe(def.formType === 'w8bene_2021');
  });

  it.each(linesOf(def).map(([line, path]) => ({ line, path })))(
    'line $line ($path) shows when opened and is cleared when its opener changes',
    ({ line }) => {
      const lineCase = caseOf(line ?? '')!;
      const answers = mergeAnswers(sample(def), lineCase.open);
      const [block = '', question = ''] = lineCase.path.split('.');
      const evaluation = evaluateForm(def, answers, opts);
      expect(evaluation.blocks[block]?.visible && evaluation.blocks[block]?.questions[question]?.visible).toBe(true);
      if (!lineCase.close) return;
      expect(isBlank(at(answers, lineCase.path))).toBe(false);
      const [closeBlock, change] = lineCase.close;
      const settled = settleChange(def, answers, closeBlock, change, opts);
      expect(settled.evaluation.blocks[block]?.questions[question]?.visible).toBe(false);
      expect(isBlank(at(settled.answers, lineCase.path))).toBe(true);
    },
  );

  it('requires line 3 of every Part II type, a U.S. branch and a branch treated as nonparticipating FFI too', () => {
    for (const type of ['1', '2', '3', '4', '5']) {
      const answers = mergeAnswers(sample(def), { disregardedEntity: { ...branch(type), name: '' } });
      expect(evaluateForm(def, answers, opts).failures.map((f) => `${f.blockId}.${f.questionId}`)).toContain(
        'disregardedEntity.name',
      );
    }
  });

  it('refuses a P.O. box or an in-care-of address on line 12, and takes a U.S. branch’s address in the US', () => {
    const line12 = (line1: string, country = 'DE') =>
      evaluateForm(
        def,
        mergeAnswers(sample(def), {
          disregardedEntity: { ...branch('5'), address: [{ line1, line3: 'Hamburg', postalCode: '20095', country }] },
        }),
        opts,
      ).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
    expect(line12('Postfach 12 34')).toContain(
      'disregardedEntity.address.0.line1:questionnaire.w8bene.line12.poBoxErrorMessage',
    );
    expect(line12('c/o Treuhand AG, Jungfernstieg 1')).toContain(
      'disregardedEntity.address.0.line1:questionnaire.w8bene.line12.inCareOfErrorMessage',
    );
    expect(line12('1 Wall Street', 'US').filter((f) => f.startsWith('disregardedEntity.address'))).toEqual([]);
  });

  it('asks the foreign TIN as its revision does: required unless 9c (2021), optional with no 9c (July 2017)', () => {
    const failures = evaluateForm(def, mergeAnswers(sample(def), { taxIdNumbers: { ftin: '' } }), opts).failures;
    expect(failures.map((f) => `${f.blockId}.${f.questionId}`)).toEqual(
      def.formType === 'w8bene_2021' ? ['taxIdNumbers.ftin'] : [],
    );
  });

  it('labels line 14b with its statement, line 15 as its sentence and Part XXIX with its introduction', () => {
    const question = (block: string, id: string) =>
      def.blocks.find((b) => b.id === block)?.questions.find((q) => q.id === id);
    const label = (block: string, id: string) => question(block, id)?.label ?? '';
    // Part II's heading note says who completes it, under line 3.
    expect(english[question('disregardedEntity', 'name')?.hint ?? '']).toMatch(/own GIIN.*branch of an FFI/);
    expect(english[label('treatyClaim', 'limitationOnBenefit')]).toMatch(
      /derives the item\(s\) of income.*limitation on benefits/,
    );
    expect(english[label('treatyClaim', 'treatySpecialRatesClaims')]).toMatch(/^Special rates and conditions/);
    expect(english[label('substantialOwners', 'substantialOwners')]).toMatch(
      /As Part XXVI requires.*substantial U\.S\. owner.*controlling U\.S\. persons under an applicable IGA/,
    );
  });
});

describe('W-8BEN-E header and "Do not use this form for"', () => {
  it.each([w8bene_2021, w8bene_2017])(
    '$formType: form number, OMB 1545-1621, catalogue number and the four notes',
    (def) => {
      expect(def.header).toEqual({
        formNumber: 'W-8BEN-E',
        omb: '1545-1621',
        catalogueNumber: 'Cat. No. 59689N',
        notes: ['forEntities', 'codeReferences', 'instructions', 'giveToPayer'].map(
          (id) => `questionnaire.w8bene.header.${id}`,
        ),
      });
      expect(def.header?.notes.map((key) => english[key])).toEqual([
        expect.stringContaining('Form W-8BEN'),
        expect.stringContaining('Internal Revenue Code'),
        expect.stringContaining('www.irs.gov/FormW8BENE'),
        expect.stringMatching(/withholding agent or payer.*not send it to the IRS/),
      ]);
    },
  );

  it.each([w8bene_2021, w8bene_2017])('$formType: six rows, each naming the current forms to use instead', (def) => {
    expect(def.notFor?.map((row) => [row.text.replace('questionnaire.w8bene.notFor.', ''), row.useInstead])).toEqual([
      ['usPerson', ['w9_2024']],
      ['foreignIndividual', ['w8ben_2021']],
      ['effectivelyConnected', ['w8eci_2021']],
      ['flowThrough', ['w8imy_2021']],
      ['exemptOrganization', ['w8eci_2021', 'w8exp_2023']],
      ['intermediary', ['w8imy_2021']],
    ]);
    // Each named form is a form type of the catalogue; Form 8233 is not ours and stays in the row's words.
    for (const row of def.notFor ?? []) for (const type of row.useInstead) expect(formCatalogue).toHaveProperty(type);
    expect(english[def.notFor?.[1]?.text ?? '']).toContain('Form 8233');
    expect(english[def.notFor?.[4]?.text ?? '']).toMatch(/115\(2\), 501\(c\), 892, 895 or 1443\(b\)/);
    expect(english[def.notFor?.[5]?.text ?? '']).toContain('qualified derivatives dealer');
  });
});
