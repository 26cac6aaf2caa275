import type { AnswerValue, Answers, BlockAnswers, FormDefinition, QuestionDef } from '@taxcert/engine';
import fc from 'fast-check';
import { readFuzzEnv } from '../src/env';

/**
 * Answer sets for the random-answer test, built from a definition's own questions and options
 * on top of its sample of valid answers: changes a customer could make (another offered option, a tick, a text
 * in any script) and hostile ones a client could send (an answer to a question the sample leaves unanswered —
 * mostly hidden ones —, a value outside the options, an unknown id, an over-long text, an impossible or future
 * date, a malformed identifier, a number out of range).
 */

/** Where a question's answer sits: its block and, in a repeater, the repeater's id and item 0. */
export interface Site {
  blockId: string;
  question: QuestionDef;
  repeater?: string;
}

const isBlock = (value: AnswerValue | undefined): value is BlockAnswers =>
  value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);

/** Every question of the definition, with the questions of the first item of each repeater the sample has. */
export function sitesOf(def: FormDefinition, sample: Answers): Site[] {
  const sites: Site[] = [];
  for (const block of def.blocks) {
    for (const question of block.questions) {
      sites.push({ blockId: block.id, question });
      const items = sample[block.id]?.[question.id];
      if (question.items && Array.isArray(items) && isBlock(items[0])) {
        for (const inner of question.items.questions)
          sites.push({ blockId: block.id, question: inner, repeater: question.id });
      }
    }
  }
  return sites;
}

/** `answers` with `value` at the site (a deep copy; the sample is never changed). */
export function answerAt(answers: Answers, site: Site, value: AnswerValue): Answers {
  const copy = structuredClone(answers);
  const block = (copy[site.blockId] ??= {});
  if (site.repeater === undefined) {
    block[site.question.id] = value;
    return copy;
  }
  const items = block[site.repeater];
  if (Array.isArray(items) && isBlock(items[0])) items[0] = { ...items[0], [site.question.id]: value };
  return copy;
}

const answered = (answers: Answers, site: Site): boolean => {
  const block = answers[site.blockId];
  if (site.repeater === undefined) return block?.[site.question.id] !== undefined;
  const items = block?.[site.repeater];
  return Array.isArray(items) && isBlock(items[0]) && items[0][site.question.id] !== undefined;
};

/**
 * Letters of the scripts the PDF's fonts print (Latin, Greek, Cyrillic, Han: src/pdf/fonts.ts), digits, spaces and
 * punctuation a name or address holds — no JSON characters. With FUZZ_SCRIPTS=all also scripts no PDF font has
 * (Hangul, kana, Arabic, Hebrew, Devanagari, Thai): the simulator accepts them and the PDF drops them (reported
 *), so the default run leaves them out.
 */
const SCRIPTS = [
  ..."AbcXyz éèçñßøå ÀÉÎÕÜ łśżąę 0123456789 -.,/'&",
  ...'ЖжДдЯяШш ΩωΣσΔδ 名前東京北京',
  ...(readFuzzEnv().FUZZ_SCRIPTS === 'all' ? [...'한국어 ひらがなカタカナ مرحبا שלום हिन्दी ไทย'] : []),
];
const anyScriptText = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...SCRIPTS), { minLength: 1, maxLength })
    .map((chars) => chars.join(''))
    .filter((text) => text.trim().length > 0);

/** Texts no box holds, or that are no text a customer types into one line. */
const hostileText = fc.oneof(
  fc.integer({ min: 101, max: 5000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1001, max: 4000 }).map((n) => '名'.repeat(n)),
  // Not the words the PDF check looks for ('undefined', JSON): a customer may type them, and then they print.
  fc.constantFrom('line one\nline two', 'tab\there', '\u0000nul', '\u202eevil', '   '),
);

/** A date text written in `format` (dd, MM, yyyy) from its parts, whether or not the day exists. */
const dateIn = (format: string, y: number, m: number, d: number): string =>
  format
    .replace('yyyy', String(y).padStart(4, '0'))
    .replace('MM', String(m).padStart(2, '0'))
    .replace('dd', String(d).padStart(2, '0'));

const dateFormatOf = (def: FormDefinition, question: QuestionDef): string =>
  question.widget === 'datePicker' ? 'yyyy-MM-dd' : (question.props?.format ?? def.dateFormat);

/** Dates that cannot be: 30 February, month 13, day 0, far in the future or past, another format, words. */
const hostileDate = (format: string) =>
  fc.oneof(
    fc.constantFrom(
      dateIn(format, 2026, 2, 30),
      dateIn(format, 2026, 13, 1),
      dateIn(format, 2026, 1, 0),
      dateIn(format, 2199, 1, 1),
      dateIn(format, 2090, 6, 15),
      dateIn(format, 2027, 1, 1),
      dateIn(format, 1066, 10, 14),
      '2026/11/22',
      'yesterday',
      '',
    ),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  );

/** Malformed identifiers: a GIIN with an O or no country code, too few or too many digits, other characters. */
const hostileIdentifier = fc.constantFrom(
  '98Q96O00000LE124',
  '98Q96B00000LE999',
  '123-45-678',
  '12-34567890',
  'ABCDEFGHI',
  '１２３４５６７８９',
  '1234567890123456789012345',
  'T-1234',
  '000 000 00O',
);

/** A value the question offers or a customer could type: another option, a tick, a text, a date of the range. */
function ordinaryValue(def: FormDefinition, question: QuestionDef): fc.Arbitrary<AnswerValue> {
  const options = question.props?.options?.map((o) => o.value) ?? [];
  switch (question.widget) {
    case 'radio':
    case 'select':
      return options.length > 0 ? fc.constantFrom(...options) : fc.constant('');
    case 'checkbox':
      return fc.boolean();
    case 'date':
    case 'datePicker': {
      const format = dateFormatOf(def, question);
      return fc
        .tuple(fc.integer({ min: 1930, max: 2025 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
        .map(([y, m, d]) => dateIn(format, y, m, d));
    }
    case 'number':
      return fc.integer({ min: question.props?.min ?? 0, max: question.props?.max ?? 100 }).map(String);
    case 'country':
      return fc.constantFrom('DE', 'FR', 'CA', 'US', 'JP', 'GB');
    case 'repeater':
    case 'upload':
      return fc.constant([]);
    default:
      return anyScriptText(Math.min(question.props?.maxLength ?? 40, 40));
  }
}

/** A value the question cannot hold, by its kind. */
function hostileValue(def: FormDefinition, question: QuestionDef): fc.Arbitrary<AnswerValue> {
  const options = question.props?.options?.map((o) => o.value) ?? [];
  switch (question.widget) {
    case 'radio':
    case 'select':
      return fc.oneof(
        fc.constantFrom('ZZZ-not-offered', options[0]?.toLowerCase() ?? 'x', 'undefined'),
        fc.constant(options.slice(0, 2)),
      );
    case 'checkbox':
      return fc.constantFrom('Yes', 1, 'true');
    case 'date':
    case 'datePicker':
      return hostileDate(dateFormatOf(def, question));
    case 'number':
      return fc.constantFrom('-1', '1e9', 'abc', '12,5', '99999999999999999999');
    case 'country':
      return fc.constantFrom('XX', 'us', 'USA', 'ZZ', '');
    case 'tin':
    case 'giin':
      return hostileIdentifier;
    case 'repeater':
      return fc.constantFrom('not a list', [{ unknownField: 'x' }], [null]);
    default:
      return hostileText;
  }
}

/** One change of an answer set, named for the failure message. */
export interface Change {
  kind: string;
  apply: (answers: Answers) => Answers;
}

/** Changes of `sample` built from `def`: ordinary ones, and hostile ones when `hostile`. */
export function changeArbitrary(def: FormDefinition, sample: Answers): fc.Arbitrary<Change> {
  const sites = sitesOf(def, sample);
  const unanswered = sites.filter((s) => !answered(sample, s));
  const site = fc.constantFrom(...sites);
  const ordinary = site.chain((s) =>
    ordinaryValue(def, s.question).map((value): Change => ({
      kind: `${s.blockId}.${s.repeater ? `${s.repeater}.0.` : ''}${s.question.id} = ${JSON.stringify(value)}`,
      apply: (a) => answerAt(a, s, value),
    })),
  );
  const answeredSites = sites.filter((s) => answered(sample, s));
  const hostileSite = answeredSites.length > 0 ? fc.oneof(fc.constantFrom(...answeredSites), site) : site;
  const hostile = hostileSite.chain((s) =>
    hostileValue(def, s.question).map((value): Change => ({
      kind: `hostile ${s.blockId}.${s.repeater ? `${s.repeater}.0.` : ''}${s.question.id} = ${JSON.stringify(value).slice(0, 60)}`,
      apply: (a) => answerAt(a, s, value),
    })),
  );
  const hidden =
    unanswered.length === 0
      ? ordinary
      : fc.constantFrom(...unanswered).chain((s) =>
          ordinaryValue(def, s.question).map((value): Change => ({
            kind: `unasked ${s.blockId}.${s.question.id} = ${JSON.stringify(value)}`,
            apply: (a) => answerAt(a, s, value),
          })),
        );
  const unknown = fc.constantFrom(...def.blocks.map((b) => b.id), 'noSuchBlock').map((blockId): Change => ({
    kind: `unknown id in ${blockId}`,
    apply: (a) => ({ ...a, [blockId]: { ...(isBlock(a[blockId]) ? a[blockId] : {}), noSuchQuestion: 'x' } }),
  }));
  return fc.oneof(
    { arbitrary: ordinary, weight: 4 },
    { arbitrary: hidden, weight: 2 },
    { arbitrary: hostile, weight: 3 },
    { arbitrary: unknown, weight: 1 },
  );
}

/** An answer set: the sample, with none to three changes. */
export function answerSetArbitrary(
  def: FormDefinition,
  sample: Answers,
): fc.Arbitrary<{ answers: Answers; changes: string[] }> {
  return fc.array(changeArbitrary(def, sample), { minLength: 0, maxLength: 3 }).map((changes) => ({
    answers: changes.reduce((a, c) => c.apply(a), sample),
    changes: changes.map((c) => c.kind),
  }));
}
