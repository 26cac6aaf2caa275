import { describe, expect, it } from 'vitest';
import { clearHidden, evaluateForm, settleChange, type Answers, type BlockAnswers } from '@taxcert/engine';
import {
  CH4_CHOICE,
  CH4_STATUSES,
  ch4BoxId,
  ch4ChoiceIs,
  ch4PartBlockId,
  ch4PartBlocks,
  ch4PartOf,
  entityTypeBlock,
  IGA_SUBCLASSIFICATIONS,
  type Ch4PartSpec,
} from '../../src/blocks';
import { W8BENE_CH4_PARTS } from '../../src/w8bene/statusParts';
import { form, today } from '../support';

const parts = W8BENE_CH4_PARTS;
const def = form(
  entityTypeBlock({ title: 't', lines: { ch3Status: '4', ch4Status: '5' } }),
  ...ch4PartBlocks({ parts, keyPrefix: 'questionnaire.w8bene', dateFormat: 'MM-dd-yyyy' }),
);
const partIds = parts.map((p) => ch4PartBlockId(p.part));
const entity = (ch4Status: string): BlockAnswers => ({ ch3Status: 'Corporation', ch4Status });
const evaluate = (answers: Answers) => evaluateForm(def, answers, { today });
const openParts = (answers: Answers) => partIds.filter((id) => evaluate(answers).blocks[id]?.visible);
const partFailures = (answers: Answers) =>
  evaluate(answers)
    .failures.filter((f) => f.blockId !== 'entityType')
    .map((f) => `${f.blockId}.${f.questionId}:${f.message}`);

/** What an empty Part asks, read from its spec: every box all entities tick, the choice, the fields standing before the boxes. */
function expectedFailures(spec: Ch4PartSpec): string[] {
  const id = ch4PartBlockId(spec.part);
  const fields = (spec.fields ?? [])
    .filter((f) => f.when === undefined && f.required !== false)
    .map((f) => `${id}.${f.id}:questionnaire.ch4Part.${f.kind}.errorMessage`);
  const boxes = (spec.all ?? []).map((line) => `${id}.${ch4BoxId(line)}:questionnaire.ch4Part.box.errorMessage`);
  const choice = spec.oneOf ? [`${id}.${CH4_CHOICE}:questionnaire.ch4Part.choice.errorMessage`] : [];
  const iga = spec.iga ? [`${id}.country:questionnaire.nonReportingIgaFfi.country.errorMessage`] : [];
  if (spec.igaModel) iga.push(`${id}.igaModel:questionnaire.ch4Part.igaModel.errorMessage`);
  return [...fields, ...boxes, ...choice, ...iga];
}

/** A Part filled in: every box ticked, the first box of the choice, every field of the Part and of that box. */
function filled(spec: Ch4PartSpec): BlockAnswers {
  const answers: BlockAnswers = {};
  for (const line of [...(spec.all ?? []), ...(spec.optional ?? [])]) answers[ch4BoxId(line)] = true;
  if (spec.oneOf) answers[CH4_CHOICE] = spec.oneOf[0];
  for (const f of spec.fields ?? [])
    if (f.when === undefined || f.when === spec.oneOf?.[0])
      answers[f.id] = f.kind === 'date' ? '03-01-2024' : 'Sponsor Ltd';
  if (spec.iga) Object.assign(answers, { country: 'GB', igaSubclassification: 'x' });
  return answers;
}

describe('chapter 4 status Parts (W-8BEN-E Parts IV–XXVIII)', () => {
  it('has one Part for each of 25 statuses, in the form order IV to XXVIII', () => {
    expect(parts.map((p) => p.part)).toEqual([
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
    ]);
    const order = parts.map((p) => (CH4_STATUSES as readonly string[]).indexOf(p.status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(CH4_STATUSES.filter((s) => !ch4PartOf(parts, s))).toEqual([
      'NonParticipatingFfi',
      'ParticipatingFfi',
      'ReportingModel1Ffi',
      'ReportingModel2Ffi',
      'RegisteredDeemedCompliantFfi',
      'DirectReportingNffe',
      'AccountNotFinancialAccount',
    ]);
  });

  it('opens no Part while no chapter 4 status is chosen', () => {
    expect(openParts({})).toEqual([]);
    expect(partFailures({})).toEqual([]);
  });

  describe.each(CH4_STATUSES.map((status) => [status, ch4PartOf(parts, status)] as const))('%s', (status, spec) => {
    it(spec ? `opens exactly Part ${spec.part}` : 'opens no Part', () => {
      expect(openParts({ entityType: entity(status) })).toEqual(spec ? [ch4PartBlockId(spec.part)] : []);
    });

    it('requires exactly its certifications', () => {
      expect(partFailures({ entityType: entity(status) })).toEqual(spec ? expectedFailures(spec) : []);
      if (spec && !spec.iga)
        expect(partFailures({ entityType: entity(status), [ch4PartBlockId(spec.part)]: filled(spec) })).toEqual([]);
    });

    it(spec ? 'clears its Part when the status changes' : 'opens the Part of the status it changes to', () => {
      if (!spec) {
        const changed = settleChange(def, { entityType: entity(status) }, 'entityType', entity('ActiveNffe'), {
          today,
        });
        expect(partIds.filter((id) => changed.evaluation.blocks[id]?.visible)).toEqual(['partXXV']);
        return;
      }
      const id = ch4PartBlockId(spec.part);
      const answers: Answers = { entityType: entity(status), [id]: filled(spec) };
      const other = status === 'ActiveNffe' ? 'PassiveNffe' : 'ActiveNffe';
      const changed = settleChange(def, answers, 'entityType', entity(other), { today }).answers;
      expect(changed[id] ?? {}).toEqual({});
      expect(clearHidden(def, { ...answers, entityType: entity(other) }, { today })[id] ?? {}).toEqual({});
    });
  });

  it('asks the boxes and fields of the literal Parts as the form prints them', () => {
    expect(partFailures({ entityType: entity('SponsoredFfi') })).toEqual([
      'partIV.sponsorName:questionnaire.ch4Part.name.errorMessage',
      'partIV.choice:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(partFailures({ entityType: entity('OwnerDocumentedFfi') })).toEqual([
      'partX.box24a:questionnaire.ch4Part.box.errorMessage',
      'partX.choice:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(partFailures({ entityType: entity('ActiveNffe') })).toEqual([
      'partXXV.box39:questionnaire.ch4Part.box.errorMessage',
    ]);
    const part = evaluate({ entityType: entity('ExemptRetirementPlans') }).blocks.partXV?.questions.choice;
    expect(part?.options).toBeUndefined();
    expect(def.blocks.find((b) => b.id === 'partXV')?.questions[0]?.props?.options?.map((o) => o.value)).toEqual([
      '29a',
      '29b',
      '29c',
      '29d',
      '29e',
      '29f',
    ]);
  });

  it('does not accept an unticked box', () => {
    expect(partFailures({ entityType: entity('ActiveNffe'), partXXV: { box39: false } })).toEqual([
      'partXXV.box39:questionnaire.ch4Part.box.errorMessage',
    ]);
    expect(partFailures({ entityType: entity('ActiveNffe'), partXXV: { box39: true } })).toEqual([]);
  });

  it('leaves an optional box optional (24d) and the letter date of line 35 optional, but checks its format', () => {
    expect(
      partFailures({ entityType: entity('OwnerDocumentedFfi'), partX: { box24a: true, choice: '24c', box24d: false } }),
    ).toEqual([]);
    expect(partFailures({ entityType: entity('Organization501C'), partXXI: { box35: true } })).toEqual([]);
    expect(
      partFailures({ entityType: entity('Organization501C'), partXXI: { box35: true, date: '2024-03-01' } }),
    ).toEqual(['partXXI.date:questionnaire.ch4Part.date.formatErrorMessage']);
  });

  it('takes no future date (lines 33–35) and a start-up formed within the past 24 months (line 33)', () => {
    const dated = (status: string, part: string, box: string, date: string) =>
      partFailures({ entityType: entity(status), [part]: { [box]: true, date } });
    // The test clock stands at 2024-06-15.
    expect(dated('NonfinancialStartUpCompany', 'partXIX', 'box33', '06-15-2022')).toEqual([]);
    expect(dated('NonfinancialStartUpCompany', 'partXIX', 'box33', '06-14-2022')).toEqual([
      'partXIX.date:questionnaire.ch4Part.date.startUpErrorMessage',
    ]);
    expect(dated('NonfinancialStartUpCompany', 'partXIX', 'box33', '06-16-2024')).toEqual([
      'partXIX.date:questionnaire.ch4Part.date.futureErrorMessage',
    ]);
    expect(dated('NonfinancialEntityInLiquidation', 'partXX', 'box34', '06-15-2024')).toEqual([]);
    expect(dated('NonfinancialEntityInLiquidation', 'partXX', 'box34', '01-01-2001')).toEqual([]);
    expect(dated('Organization501C', 'partXXI', 'box35', '06-16-2024')).toEqual([
      'partXXI.date:questionnaire.ch4Part.date.futureErrorMessage',
    ]);
  });

  it('asks line 37a for the exchange and 37b for the affiliate and its market, and clears the other box’s fields', () => {
    const traded = (choice: string, rest: BlockAnswers = {}): Answers => ({
      entityType: entity('PubliclyTradedNffeorNffeAffiliate'),
      partXXIII: { choice, ...rest },
    });
    expect(partFailures(traded('37a'))).toEqual([
      'partXXIII.securitiesMarket:questionnaire.ch4Part.market.errorMessage',
    ]);
    expect(partFailures(traded('37b'))).toEqual([
      'partXXIII.affiliateName:questionnaire.ch4Part.name.errorMessage',
      'partXXIII.affiliateSecuritiesMarket:questionnaire.ch4Part.market.errorMessage',
    ]);
    expect(evaluate(traded('37a')).blocks.partXXIII?.questions.securitiesMarket?.visible).toBe(true);
    const changed = settleChange(
      def,
      traded('37a', { securitiesMarket: 'XLON' }),
      'partXXIII',
      { choice: '37b', securitiesMarket: 'XLON' },
      { today },
    ).answers;
    expect(changed.partXXIII).toEqual({ choice: '37b' });
  });

  it('asks the nonreporting IGA FFI its IGA country, subclassification and sponsor in Part XII', () => {
    const questions = evaluate({ entityType: entity('NonReportingIgaFfi'), partXII: { box26: true, country: 'GB' } })
      .blocks.partXII?.questions;
    expect(Object.keys(questions ?? {})).toEqual([
      'box26',
      'country',
      'igaModel',
      'igaSubclassification',
      'sponsorTrusteeName',
      'isUSTrustee',
    ]);
    expect(questions?.igaSubclassification?.visible).toBe(true);
  });

  it('asks the IGA model only of a Part that says so: without `igaModel` no model box (the W-8EXP’s), the classification still in words', () => {
    const spec: Ch4PartSpec = { part: 'XIX', status: 'NonReportingIgaFfi', all: ['1'], iga: true };
    const block = ch4PartBlocks({ parts: [spec], keyPrefix: 'questionnaire.w8imy', dateFormat: 'MM-dd-yyyy' })[0];
    expect(block?.questions.map((q) => q.id)).toEqual([
      'box1',
      'country',
      'igaSubclassification',
      'sponsorTrusteeName',
      'isUSTrustee',
    ]);
    expect(block?.questions.find((q) => q.id === 'igaSubclassification')?.props?.options).toEqual(
      IGA_SUBCLASSIFICATIONS.map((value) => ({
        value,
        label: `questionnaire.nonReportingIgaFfi.igaSubclassification.option.${value}`,
      })),
    );
    expect(block?.questions.find((q) => q.id === 'country')?.clearsOnChange).toEqual(['igaSubclassification']);
  });

  it('opens a Part on the chapter 3 status where the form says so (the W-8IMY Parts III–VIII), with another form’s texts', () => {
    const imy = form(
      entityTypeBlock({ title: 't' }),
      ...ch4PartBlocks({
        parts: [{ part: 'VII', status: 'Partnership', opener: 'ch3Status', all: ['19'] }],
        keyPrefix: 'questionnaire.w8imy',
        dateFormat: 'MM-dd-yyyy',
      }),
    );
    const open = (entityType: BlockAnswers) => evaluateForm(imy, { entityType }, { today }).blocks.partVII?.visible;
    expect(open({ ch3Status: 'Partnership', ch4Status: 'ActiveNffe' })).toBe(true);
    expect(open({ ch3Status: 'Corporation', ch4Status: 'ActiveNffe' })).toBe(false);
    expect(imy.blocks[1]?.questions[0]?.label).toBe('questionnaire.w8imy.partVII.box19.label');
    expect(imy.blocks[1]?.title).toBe('questionnaire.w8imy.parts.VII');
  });

  it('says when a passive NFFE lists its substantial U.S. owners (40c, not 40b)', () => {
    const passive = ch4PartOf(parts, 'PassiveNffe');
    if (!passive) throw new Error('no Part XXVI');
    const ctx = (answers: Answers) => ({ answers, block: {}, today, reference: {} });
    expect(ch4ChoiceIs(ctx({ entityType: entity('PassiveNffe'), partXXVI: { choice: '40c' } }), passive, '40c')).toBe(
      true,
    );
    expect(ch4ChoiceIs(ctx({ entityType: entity('PassiveNffe'), partXXVI: { choice: '40b' } }), passive, '40c')).toBe(
      false,
    );
    expect(ch4ChoiceIs(ctx({ entityType: entity('ActiveNffe'), partXXVI: { choice: '40c' } }), passive, '40c')).toBe(
      false,
    );
  });
});
