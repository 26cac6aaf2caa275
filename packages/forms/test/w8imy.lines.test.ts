import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type BlockAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { defaultW8imyCombinations } from '../src/w8imy/combinations';
import { W8IMY_HEADER, W8IMY_NOT_FOR, w8imy_2017, w8imy_2021, w8imyRevisions } from '../src/w8imy';
import { today } from './support';

/**
 * Form W-8IMY Parts III–VIII line by line (w8imy-lines.md): which lines each answer opens, the dependencies between
 * boxes (line 15's 15f/15g and 15h/15i, 18e/18f, 21c/21d, Part VIII's "check all that apply"), the statement each
 * asks; Rev. June 2017's boxes as data; the header and the "Do not use this form for" list.
 */

const opts = { today, reference: { validCh3Ch4Combinations: defaultW8imyCombinations() } };
const GIIN = '98Q96B00000LE276';
const base = (overrides: Answers, def = w8imy_2021): Answers =>
  mergeAnswers(defaultAnswers(def), {
    name: { name: 'Beispiel Custody AG', country: 'DE' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    taxIdNumbers: { giin: GIIN },
    part29:
      def === w8imy_2021
        ? { capacityToSign: true, name: 'Erika Mustermann', date: '06-15-2024' }
        : { capacity: 'Director', name: 'Erika Mustermann', date: '06-15-2024' },
    ...overrides,
  });
const entity = (ch3Status: string, ch4Status = 'ParticipatingFfi'): BlockAnswers => ({ ch3Status, ch4Status });
/** The Part's visible questions as `line:id` (our questions without a line as `-:id`). */
const shown = (answers: Answers, block: string, def = w8imy_2021) => {
  const state = evaluateForm(def, answers, opts).blocks[block];
  return (def.blocks.find((b) => b.id === block)?.questions ?? [])
    .filter((q) => state?.questions[q.id]?.visible)
    .map((q) => `${q.line ?? '-'}:${q.id}`);
};
const partFailures = (answers: Answers, def = w8imy_2021) =>
  evaluateForm(def, answers, opts)
    .failures.filter((f) => /^part[IVX]+$/.test(f.blockId) && f.blockId !== 'partII')
    .map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

describe('Part II (lines 11–13)', () => {
  it('refuses a P.O. box or an in-care-of address on line 12, the address of the branch', () => {
    const branch = (line1: string) =>
      evaluateForm(
        w8imy_2021,
        base({
          entityType: entity('QualifiedIntermediary'),
          disregardedEntity: { type: '2', address: [{ line1, line3: 'Luxembourg', country: 'LU' }] },
        }),
        opts,
      )
        .failures.filter((f) => f.blockId === 'disregardedEntity' && f.path.includes('address'))
        .map((f) => f.message);
    expect(branch('P.O. Box 12')).toEqual(['questionnaire.w8imy.line12.poBoxErrorMessage']);
    expect(branch('c/o Fiduciaire SA')).toEqual(['questionnaire.w8imy.line12.inCareOfErrorMessage']);
    expect(branch('2 Boulevard Royal')).toEqual([]);
  });
});

describe('Part III, qualified intermediary (lines 14–16)', () => {
  const qi = (partIII: BlockAnswers, def = w8imy_2021) =>
    base(
      {
        entityType: entity('QualifiedIntermediary'),
        taxIdNumbers: { giin: GIIN, usTin: '981234567', usTinType: 'QiEin' },
        partIII,
      },
      def,
    );
  it('line 14 for every QI; line 15a–15g as a QI, line 16 as a QDD, both for a QI acting as a QDD for some accounts', () => {
    expect(shown(qi({}), 'partIII')).toEqual(['14:qiCertification', '-:entity']);
    const line15 = [
      '15a:responsibility',
      '15b:additionalResponsibility2',
      '15c:ptpNominee',
      '15d:additionalResponsibility3',
      '15e:substituteInterest',
      '15f:additionalResponsibility1',
      '15g:noForm1099',
    ];
    expect(shown(qi({ entity: 'Qi' }), 'partIII')).toEqual(['14:qiCertification', '-:entity', ...line15]);
    expect(shown(qi({ entity: 'Qdd' }), 'partIII')).toEqual([
      '14:qiCertification',
      '-:entity',
      '16a:qddCertification',
      '16b:qddType',
      '-:qddDocumentation',
    ]);
    expect(shown(qi({ entity: 'QiAndQdd' }), 'partIII')).toEqual([
      '14:qiCertification',
      '-:entity',
      ...line15,
      '16a:qddCertification',
      '16b:qddType',
      '-:qddDocumentation',
    ]);
  });

  it('15h and 15i only with 15g; 15f with 15g asks that the statement assign each account to one of them', () => {
    const lines = (answers: BlockAnswers) =>
      shown(qi({ entity: 'Qi', ...answers }), 'partIII').map((s) => s.split(':')[0]);
    expect(lines({})).not.toContain('15h');
    expect(lines({ noForm1099: true })).toEqual(expect.arrayContaining(['15g', '15h', '15i']));
    expect(shown(qi({ entity: 'Qi', additionalResponsibility1: true, noForm1099: true }), 'partIII')).toContain(
      '-:form1099SplitAccounts',
    );
    const both = { qiCertification: true, entity: 'Qi', responsibility: '2', pooledWhdStatement: '4' };
    expect(partFailures(qi({ ...both, additionalResponsibility1: true, noForm1099: true }))).toEqual([
      'partIII.form1099SplitAccounts:questionnaire.w8imy.partIII.form1099SplitAccounts.errorMessage',
    ]);
    expect(
      partFailures(qi({ ...both, additionalResponsibility1: true, noForm1099: true, form1099SplitAccounts: true })),
    ).toEqual([]);
  });

  it('asks the statement of 15a (simple when ticked, pooled when not), the QSL statement with 15d, the QDD’s documentation', () => {
    expect(partFailures(qi({}))).toEqual([
      'partIII.qiCertification:questionnaire.w8imy.box.errorMessage',
      'partIII.entity:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(partFailures(qi({ qiCertification: true, entity: 'QiAndQdd', responsibility: '1' }))).toEqual([
      'partIII.qddCertification:questionnaire.w8imy.box.errorMessage',
      'partIII.qddType:questionnaire.ch4Part.choice.errorMessage',
      'partIII.simpleWhdStatement:questionnaire.w8imy.statement.errorMessage',
      'partIII.qddDocumentation:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(
      partFailures(qi({ qiCertification: true, entity: 'Qi', responsibility: '2', additionalResponsibility3: true })),
    ).toEqual([
      'partIII.pooledWhdStatement:questionnaire.w8imy.statement.errorMessage',
      'partIII.qslStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
  });

  it('Rev. June 2017 offers line 15 without 15b–15d and words line 14 without section 1446 and the disclosing QI', () => {
    expect(shown(qi({ entity: 'Qi' }, w8imy_2017), 'partIII', w8imy_2017)).toEqual([
      '14:qiCertification',
      '-:entity',
      '15a:responsibility',
      '15e:substituteInterest',
      '15f:additionalResponsibility1',
      '15g:noForm1099',
    ]);
    const line14 = (def: typeof w8imy_2021) =>
      def.blocks.find((b) => b.id === 'partIII')?.questions.find((q) => q.id === 'qiCertification')?.label;
    expect(line14(w8imy_2017)).toBe('questionnaire.w8imy.partIII.qiCertification.label2017');
    expect(line14(w8imy_2021)).toBe('questionnaire.w8imy.partIII.qiCertification.label');
  });
});

describe('Part IV, nonqualified intermediary (line 17)', () => {
  const nqi = (partIV: BlockAnswers, def = w8imy_2021) =>
    base({ entityType: entity('NonQualifiedIntermediary', 'NonParticipatingFfi'), partIV }, def);
  it('17b and 17c are independent boxes; the detailed statement with 17b, the pooled one with 17c', () => {
    expect(shown(nqi({}), 'partIV')).toEqual([
      '17a:nqiCertification',
      '17b:transmitsDocumentation',
      '17c:usPayeePool',
      '17d:isQsl',
    ]);
    const statements = (answers: BlockAnswers) =>
      partFailures(nqi({ nqiCertification: true, isAltStatement: 'No', ...answers }));
    expect(statements({ transmitsDocumentation: true })).toEqual([
      'partIV.detailedWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(statements({ usPayeePool: true })).toEqual([
      'partIV.pooledWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(statements({ transmitsDocumentation: true, usPayeePool: true })).toEqual([
      'partIV.pooledWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(statements({})).toEqual([]);
  });

  it('an alternative statement asks 17e (Rev. 2021 only) and the alternative statement; 17d the QSL statement', () => {
    const alt = { nqiCertification: true, transmitsDocumentation: true, isAltStatement: 'Yes' };
    expect(partFailures(nqi(alt))).toEqual([
      'partIV.altStatementVerified:questionnaire.w8imy.box.errorMessage',
      'partIV.altWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(partFailures(nqi(alt, w8imy_2017), w8imy_2017)).toEqual([
      'partIV.altWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(partFailures(nqi({ nqiCertification: true, isQsl: true }))).toEqual([
      'partIV.qslStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(shown(nqi({}, w8imy_2017), 'partIV', w8imy_2017)).toEqual([
      '17a:nqiCertification',
      '17b:transmitsDocumentation',
      '17c:usPayeePool',
    ]);
  });
});

describe.each([
  ['V', 'TerritoryFinancialInstitution', '18', 'territoryFi'],
  ['VI', 'UsBranch', '19', 'notEci'],
])('Part %s (%s), lines %s', (part, status, n, own) => {
  const block = `part${part}`;
  const answers = (partAnswers: BlockAnswers, def = w8imy_2021) =>
    base(
      {
        entityType: entity(status, status === 'UsBranch' ? 'ParticipatingFfi' : status),
        taxIdNumbers: { giin: GIIN, usTin: '981234567', usTinType: 'Ein' },
        [block]: partAnswers,
      },
      def,
    );
  it(`${n}a, then ${n}b or ${n}c whichever applies, then ${n}d and ${n}e or ${n}f`, () => {
    const tail = [`${n}d:ptpAmountRealized`, `${n}e:ptpNominee`, `${n}f:ptpNotNominee`];
    expect(shown(answers({ entity: 'UsPerson' }), block)).toEqual([
      `${n}a:${own}`,
      '-:entity',
      `${n}b:usPersonCertification`,
      ...tail,
    ]);
    expect(shown(answers({ entity: 'Intermediary' }), block)).toEqual([
      `${n}a:${own}`,
      '-:entity',
      `${n}c:intermediaryCertification`,
      ...tail,
      '-:detailedWhdStatement',
    ]);
    expect(shown(answers({ entity: 'UsPerson' }, w8imy_2017), block, w8imy_2017)).toEqual([
      `${n}a:${own}`,
      '-:entity',
      `${n}b:usPersonCertification`,
    ]);
  });

  it(`refuses ${n}e with ${n}f, and asks the withholding statement of ${n}f`, () => {
    const done = { [own]: true, entity: 'UsPerson', usPersonCertification: true };
    expect(partFailures(answers({ ...done, ptpNominee: true, ptpNotNominee: true }))).toEqual([
      `${block}.ptpNotNominee:questionnaire.w8imy.part${part}.ptpNotNominee.errorMessage`,
      `${block}.detailedWhdStatement:questionnaire.w8imy.statement.errorMessage`,
    ]);
    expect(partFailures(answers({ ...done, ptpAmountRealized: true, ptpNominee: true }))).toEqual([]);
  });
});

describe('Parts VII and VIII (lines 20 and 21)', () => {
  const flowThrough = (status: string, partVIII: BlockAnswers = {}, def = w8imy_2021) =>
    base({ entityType: entity(status), partVIII }, def);
  it('line 20 is Part VII’s one box, without a statement', () => {
    expect(shown(base({ entityType: entity('WithholdingForeignTrust') }), 'partVII')).toEqual(['20:agreement']);
  });

  it('offers 21b to a partnership or grantor trust, 21c (and 21d with it) to a partnership, 21e to a grantor trust', () => {
    const lines = (status: string, answers: BlockAnswers = {}, def = w8imy_2021) =>
      shown(flowThrough(status, answers, def), 'partVIII', def).filter((s) => /^21/.test(s));
    expect(lines('NonwithholdingForeignPartnership', { isSection1446f: true })).toEqual([
      '21a:notOwnAccount',
      '21b:isLowerTierPartnership',
      '21c:isSection1446f',
      '21d:isModifiedAmount',
    ]);
    expect(lines('NonwithholdingForeignGrantorTrust')).toEqual([
      '21a:notOwnAccount',
      '21b:isLowerTierPartnership',
      '21e:isProvidingEachGrantor',
    ]);
    expect(lines('NonwithholdingForeignSimpleTrust', { isAltStatement: 'Yes' })).toEqual([
      '21a:notOwnAccount',
      '21f:altStatementReliance',
    ]);
    expect(lines('NonwithholdingForeignGrantorTrust', { isAltStatement: 'Yes' }, w8imy_2017)).toEqual([
      '21a:notOwnAccount',
      '21b:isLowerTierPartnership',
    ]);
  });

  it('needs one of 21a–21e; a lower-tier partner (21b) alone is enough', () => {
    const statement = { isAltStatement: 'No', detailedWhdStatement: '3' };
    expect(partFailures(flowThrough('NonwithholdingForeignPartnership', statement))).toEqual([
      'partVIII.notOwnAccount:questionnaire.w8imy.partVIII.atLeastOne.errorMessage',
    ]);
    expect(
      partFailures(flowThrough('NonwithholdingForeignPartnership', { ...statement, isLowerTierPartnership: true })),
    ).toEqual([]);
  });
});

describe('the header and the “Do not use this form for” list (data the apps render)', () => {
  it('gives form number, OMB 1545-1621, Cat. No. 25402Q and the three header notes, on both revisions', () => {
    for (const def of [w8imy_2021, w8imy_2017]) {
      expect(def.header).toEqual({
        formNumber: 'W-8IMY',
        omb: '1545-1621',
        catalogueNumber: 'Cat. No. 25402Q',
        notes: [
          'questionnaire.w8imy.header.sectionReferences',
          'questionnaire.w8imy.header.instructions',
          'questionnaire.w8imy.header.giveToAgent',
        ],
      });
      expect(def.notFor).toBe(W8IMY_NOT_FOR);
    }
    expect(W8IMY_HEADER.formNumber).toBe('W-8IMY');
  });

  it('lists the seven rows, each with the current revisions of the forms it names', () => {
    expect(W8IMY_NOT_FOR.map((row) => [row.text.split('.').pop(), row.useInstead])).toEqual([
      ['beneficialOwner', ['w8ben_2021', 'w8bene_2021']],
      ['hybridEntity', ['w8bene_2021']],
      ['effectivelyConnected', ['w8eci_2021']],
      ['disregardedEntity', ['w8ben_2021', 'w8eci_2021', 'w8bene_2021']],
      ['exemptOrganization', ['w8exp_2023']],
      ['usPerson', ['w9_2024']],
      ['section6050W', ['w8ben_2021', 'w8bene_2021', 'w8eci_2021']],
    ]);
  });

  it('keeps what Rev. June 2017 lacks as data on the revision, each a question of Rev. 2021', () => {
    const questions = (def: typeof w8imy_2021) => def.blocks.flatMap((b) => b.questions.map((q) => `${b.id}.${q.id}`));
    const only2021 = questions(w8imy_2021).filter((q) => !questions(w8imy_2017).includes(q));
    expect(only2021).toEqual(['taxIdNumbers.ftin', ...w8imyRevisions[2017].without, 'part29.capacityToSign']);
    expect(w8imy_2017.revision).toBe('Rev. June 2017');
  });
});
