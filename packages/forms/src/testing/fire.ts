import {
  evaluateForm,
  formatDate,
  isBlank,
  type AnswerValue,
  type Answers,
  type DateFormat,
  type FormDefinition,
  type ReferenceData,
  type RuleDef,
} from '@taxcert/engine';
import { moves, visiblePlaces, type Exploration, type Place, type RuleSite } from './explore';

/**
 * Makes a declared rule fire: answers under which `evaluateForm` reports the rule's message at its
 * question. The candidates are answers of many shapes (blank, too long, a run of digits, dates outside
 * any window, values on no list…) plus some computed from the rule's own parameters; no candidate is
 * written for one form. A rule that none of them breaks is reported by the tests, not skipped.
 */

const GENERIC: AnswerValue[] = [
  '',
  'x',
  'ZZ',
  'abc',
  '!!',
  '-1',
  '1e5',
  '0',
  '1'.repeat(9),
  '123456789',
  '000000000',
  '666000000',
  '900000000',
  '070000000',
  '123456789121234',
  '046454287',
  '99-99-9999',
  '2020-13-45',
  'document.exe',
  'x'.repeat(300),
  true,
  false,
  0,
  -1,
  101,
  [],
  [{}],
  // Address shapes and the United States: a rule may refuse a post-office box, an in-care-of address or a US address.
  'P.O. Box 12',
  'c/o x',
  'US',
];

const dayIn = (format: DateFormat, year: number, month = 1, day = 1): string =>
  formatDate({ year, month, day }, format);

/** Candidates computed from the rule's parameters (lengths, bounds, formats, item counts). */
function fromRule(rule: RuleDef, place: Place, today: Date): AnswerValue[] {
  const props = place.question.props ?? {};
  switch (rule.kind) {
    case 'length':
      return ['1'.repeat(rule.length + 1), 'x'.repeat(Math.max(1, rule.length - 1))];
    case 'maxLength':
      return ['x'.repeat(rule.max + 1)];
    case 'range': {
      const low = rule.min ?? props.min;
      const high = rule.max ?? props.max;
      return [...(low === undefined ? [] : [String(low - 1)]), ...(high === undefined ? [] : [String(high + 1)])];
    }
    case 'dateFormat':
      return ['31-31-2020', '2020-31-31', 'not a date'];
    case 'dateWindow': {
      const year = today.getUTCFullYear();
      const todayText = formatDate({ year, month: today.getUTCMonth() + 1, day: today.getUTCDate() }, rule.format);
      return [
        dayIn(rule.format, 1800),
        dayIn(rule.format, year + 50),
        todayText,
        ...(rule.min ? [dayIn(rule.format, Number(rule.min.slice(0, 4)) - 1)] : []),
      ];
    }
    case 'giin':
      return ['!!!!!!.!!!!!.!!.!!!', '!'.repeat(16), '!'.repeat(15), '!'.repeat(8)];
    case 'minItems':
      return [[], Array.from({ length: Math.max(0, rule.min - 1) }, () => ({ filled: 'x' }))];
    case 'maxItems':
      return [Array.from({ length: rule.max + 1 }, () => ({}))];
    default:
      return [];
  }
}

/** The failures of these answers at the place's question (item 0 for a question inside repeater items). */
function firesAt(
  def: FormDefinition,
  answers: Answers,
  site: RuleSite,
  reference: ReferenceData,
  today: Date,
): boolean {
  const [blockId, ...rest] = site.path.split('.');
  const path = rest.map((step) => (step === '*' ? '0' : step)).join('.');
  return evaluateForm(def, answers, { today, reference }).failures.some(
    (failure) =>
      failure.blockId === blockId &&
      failure.path.join('.') === path &&
      failure.rule === site.rule.kind &&
      failure.message === site.rule.message,
  );
}

/** The other blank, enabled, visible questions of the rule's block (or item): answering them "touches" it. */
function blankSiblings(
  def: FormDefinition,
  answers: Answers,
  site: RuleSite,
  reference: ReferenceData,
  today: Date,
): Place[] {
  const scope = site.path.slice(0, site.path.lastIndexOf('.') + 1);
  return visiblePlaces(def, answers, reference, today).places.filter((place) => {
    const sibling =
      place.path.startsWith(scope) && !place.path.slice(scope.length).includes('.') && place.path !== site.path;
    return (
      sibling &&
      !place.state.disabled &&
      isBlank(place.ctx.block[place.question.id]) &&
      place.question.widget !== 'repeater'
    );
  });
}

/**
 * The answers with the given blank siblings answered, so that an optional block or item is "touched" and its
 * required rules apply: all of them, then each alone (answering one may hide the rule's question, e.g. a TIN
 * hides the reason for having none).
 */
function touchings(
  def: FormDefinition,
  answers: Answers,
  site: RuleSite,
  reference: ReferenceData,
  today: Date,
): Answers[] {
  const siblings = blankSiblings(def, answers, site, reference, today);
  const answer = (result: Answers, place: Place) =>
    place.set(result, place.question.widget === 'checkbox' ? true : 'x');
  const all = siblings.reduce(answer, answers);
  // Last, a block whose only other questions are lists (W-8IMY Part II: line 11 beside the address and GIIN of lines
  // 12 and 13) is touched by one item with its first question answered.
  const lists = blankLists(def, answers, site, reference, today).map((place) => {
    const first = place.question.items?.questions[0]?.id;
    return first === undefined ? answers : place.set(answers, [{ [first]: 'x' }]);
  });
  return [all, ...(siblings.length > 1 ? siblings.map((place) => answer(answers, place)) : []), ...lists];
}

/** The rule's block's other blank, enabled, visible lists (repeaters). */
function blankLists(
  def: FormDefinition,
  answers: Answers,
  site: RuleSite,
  reference: ReferenceData,
  today: Date,
): Place[] {
  const scope = site.path.slice(0, site.path.lastIndexOf('.') + 1);
  return visiblePlaces(def, answers, reference, today).places.filter(
    (place) =>
      place.path.startsWith(scope) &&
      !place.path.slice(scope.length).includes('.') &&
      place.path !== site.path &&
      !place.state.disabled &&
      place.question.widget === 'repeater' &&
      isBlank(place.ctx.block[place.question.id]),
  );
}

/** The first candidate answer that makes the rule fire with the other answers as in `base`. */
function fireFrom(
  def: FormDefinition,
  base: Answers,
  site: RuleSite,
  reference: ReferenceData,
  today: Date,
): Answers | undefined {
  const place = visiblePlaces(def, base, reference, today).places.find((p) => p.path === site.path);
  if (!place || place.state.disabled) return undefined;
  for (const value of [...fromRule(site.rule, place, today), ...GENERIC]) {
    const answers = place.set(base, value);
    if (firesAt(def, answers, site, reference, today)) return answers;
  }
  return undefined;
}

/** What the visible questions under `scope` offer for these answers (a rule may test an answer against it). */
function offers(def: FormDefinition, answers: Answers, scope: string, reference: ReferenceData, today: Date): string {
  const places = visiblePlaces(def, answers, reference, today).places.filter((place) => place.path.startsWith(scope));
  return JSON.stringify(places.map((place) => [place.path, place.question.availableOptions?.(place.ctx) ?? null]));
}

/**
 * Answers under which the rule fires at its question, or undefined when no candidate makes it fire: first
 * with the other answers of a state that declares it (and with its block or item touched), then after up
 * to three changes of other answers of its block that change what the block's questions offer (a rule
 * may test an answer against those lists, e.g. a rate must be one of the rates of the chosen country,
 * income type and article).
 */
export function fireRule(
  def: FormDefinition,
  exploration: Exploration,
  site: RuleSite,
  options: { reference: ReferenceData; today: Date },
): Answers | undefined {
  const { reference, today } = options;
  const states = site.states
    .slice(0, 5)
    .map((index) => exploration.states[index])
    .filter((state): state is Answers => state !== undefined);
  for (const state of states) {
    for (const base of [state, ...touchings(def, state, site, reference, today)]) {
      const fired = fireFrom(def, base, site, reference, today);
      if (fired) return fired;
    }
  }
  const block = `${site.path.split('.')[0] ?? ''}.`;
  const seen = new Set(states.map((state) => offers(def, state, block, reference, today)));
  let frontier = states;
  for (let depth = 0; depth < 4 && frontier.length > 0; depth += 1) {
    const next: Answers[] = [];
    for (const state of frontier) {
      for (const moved of moves(def, state, { reference, today, seeds: [] }, block)) {
        const offered = offers(def, moved, block, reference, today);
        if (seen.has(offered)) continue;
        seen.add(offered);
        const fired = fireFrom(def, moved, site, reference, today);
        if (fired) return fired;
        next.push(moved);
      }
    }
    frontier = next;
  }
  // A rule that reads another block's answer (a Part that refuses the chapter 3 status chosen in line 4): one move
  // anywhere in the form.
  for (const state of states)
    for (const moved of moves(def, state, { reference, today, seeds: [] })) {
      const fired = fireFrom(def, moved, site, reference, today);
      if (fired) return fired;
    }
  return undefined;
}
