import {
  evaluateForm,
  newItem,
  type AnswerValue,
  type Answers,
  type BlockAnswers,
  type EvalContext,
  type FormDefinition,
  type QuestionDef,
  type QuestionState,
  type ReferenceData,
  type RuleDef,
} from '@taxcert/engine';

/**
 * What answers can reach in a form definition, found by search rather than written per form (a new definition is covered with no new test code).
 *
 * "Reachable" here means: starting from the seed answers (the defaults, the customer pre-fill records),
 * the state is reached by changing one answer at a time — a choice to one of its options (radio, select,
 * checkbox, a country from the question's own list or a few sample countries), a blank field to a
 * sample text, a repeater to one more item — keeping each state that makes something visible or declared
 * that no earlier state did. It is a breadth-first search pruned by novelty: a fact that needs two
 * changes, the first of which shows nothing new, is found only by the second pass (two changes at once
 * from every kept state, within a budget). It does not prove that a fact is unreachable; a fact it misses is reported by
 * the tests as a definition to look at, and a constant `visible: false` (a block option that turns a
 * question off, e.g. the W-8BEN's TIN type) is listed apart as hidden by the definition.
 */

/** A question's place: `block.question`, inside repeater items `block.question.*.itemQuestion`. */
export type QuestionPath = string;

/** A rule as declared by a question for some reachable answers (rules may be functions of the answers). */
export interface RuleSite {
  path: QuestionPath;
  question: QuestionDef;
  rule: RuleDef;
  /** Indexes into `Exploration.states` of states where the question is visible, enabled and declares it. */
  states: number[];
}

export interface Exploration {
  /** The seeds, then every state kept by the search. */
  states: Answers[];
  /** Block id or question path → the first state (index) where it is visible. */
  visibleIn: Map<string, number>;
  /** Every block id and question path of the definition, in definition order. */
  all: string[];
  /** Paths whose visibility is the constant `false`: hidden by the definition, never shown. */
  hiddenByDefinition: string[];
  /** `path|kind|message` → where the rule is declared. */
  rules: Map<string, RuleSite>;
}

export interface ExploreOptions {
  seeds: Answers[];
  reference: ReferenceData;
  today: Date;
  /** Countries tried for a country question with no list of its own (default: a few of several regions). */
  sampleCountries?: readonly string[];
}

const SAMPLE_COUNTRIES = ['US', 'CA', 'FR', 'GB', 'DE', 'JP', 'BR'];
/** How many answer sets the second pass evaluates at most. */
const SECOND_PASS_BUDGET = 20_000;
/** A sample answer for each free-entry widget: shows what depends on the field being answered. */
const SAMPLE_TEXT: Partial<Record<QuestionDef['widget'], AnswerValue>> = {
  text: 'Sample',
  textarea: 'Sample',
  tin: '521447812',
  number: '1',
  giin: '98Q96B.00000.LE.250',
  date: '01-01-2000',
  datePicker: '2000-01-01',
  exchange: 'XNYS',
  upload: '1',
};

const isItem = (value: AnswerValue): value is BlockAnswers =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const resolved = <T>(value: T | ((ctx: EvalContext) => T) | undefined, fallback: T, ctx: EvalContext): T =>
  value === undefined ? fallback : typeof value === 'function' ? (value as (ctx: EvalContext) => T)(ctx) : value;

/** The rules a question declares for these answers (the widget's own rules are the engine's, not the form's). */
export const declaredRules = (question: QuestionDef, ctx: EvalContext): RuleDef[] => resolved(question.rules, [], ctx);

/** A visible question with its context and the way to set its answer. */
export interface Place {
  path: QuestionPath;
  question: QuestionDef;
  state: QuestionState;
  ctx: EvalContext;
  /** The answers with this question (in item 0 … of its repeater) set to `value`. */
  set: (answers: Answers, value: AnswerValue) => Answers;
}

/** Sets `value` at block → question (→ item index → item question …) in a copy of the answers. */
function setAt(answers: Answers, blockId: string, steps: (string | number)[], value: AnswerValue): Answers {
  const put = (container: AnswerValue, rest: (string | number)[]): AnswerValue => {
    const [step, ...more] = rest;
    if (step === undefined) return value;
    if (typeof step === 'number') {
      const items = Array.isArray(container) ? [...container] : [];
      while (items.length <= step) items.push({});
      items[step] = put(items[step], more);
      return items;
    }
    const object = isItem(container) ? { ...container } : {};
    object[step] = put(object[step], more);
    return object;
  };
  return { ...answers, [blockId]: put(answers[blockId] ?? {}, steps) as BlockAnswers };
}

/** Every visible question of the evaluated answers, repeater items included. */
export function visiblePlaces(
  def: FormDefinition,
  answers: Answers,
  reference: ReferenceData,
  today: Date,
): { places: Place[]; blocks: string[] } {
  const evaluation = evaluateForm(def, answers, { today, reference });
  const places: Place[] = [];
  const blocks: string[] = [];
  const walk = (
    blockId: string,
    steps: (string | number)[],
    pathText: string,
    questions: QuestionDef[],
    states: Record<string, QuestionState>,
    ctx: EvalContext,
  ) => {
    for (const question of questions) {
      const state = states[question.id];
      if (!state?.visible) continue;
      const here = [...steps, question.id];
      const path = `${pathText}.${question.id}`;
      places.push({ path, question, state, ctx, set: (base, value) => setAt(base, blockId, here, value) });
      const value = ctx.block[question.id];
      for (const item of state.items ?? []) {
        const itemAnswers =
          Array.isArray(value) && isItem(value[item.index]) ? (value[item.index] as BlockAnswers) : {};
        const itemCtx: EvalContext = { answers, block: itemAnswers, parent: ctx.block, today, reference };
        walk(blockId, [...here, item.index], `${path}.*`, question.items?.questions ?? [], item.questions, itemCtx);
      }
    }
  };
  for (const block of def.blocks) {
    const blockState = evaluation.blocks[block.id];
    if (!blockState?.visible) continue;
    blocks.push(block.id);
    walk(block.id, [], block.id, block.questions, blockState.questions, {
      answers,
      block: answers[block.id] ?? {},
      today,
      reference,
    });
  }
  return { places, blocks };
}

/** The values a search tries for a question: its choices, or one sample answer. */
function choicesOf(place: Place, reference: ReferenceData, sampleCountries: readonly string[]): AnswerValue[] {
  const { question, ctx } = place;
  const offered = question.availableOptions?.(ctx);
  switch (question.widget) {
    case 'radio':
    case 'select':
      return offered ?? (question.props?.options ?? []).map((option) => option.value);
    case 'checkbox':
      return [true, false];
    case 'country': {
      const list =
        question.props?.countries === 'treaty'
          ? reference.usTaxTreatyCountries
          : question.props?.countries === 'annexII'
            ? reference.annexIICountries
            : undefined;
      return offered ?? list ?? [...sampleCountries];
    }
    case 'repeater':
      return [];
    default: {
      const sample = SAMPLE_TEXT[question.widget];
      return sample === undefined ? [] : [sample];
    }
  }
}

/**
 * Every answer set one change away: each choice of each visible, enabled question (whose path starts
 * with `within`, when given), and one more repeater item.
 */
export function moves(def: FormDefinition, answers: Answers, options: ExploreOptions, within = ''): Answers[] {
  const sampleCountries = options.sampleCountries ?? SAMPLE_COUNTRIES;
  const next: Answers[] = [];
  for (const place of visiblePlaces(def, answers, options.reference, options.today).places) {
    if (place.state.disabled || !place.path.startsWith(within)) continue;
    const current = place.ctx.block[place.question.id];
    if (place.question.widget === 'repeater') {
      const items = Array.isArray(current) ? current : [];
      if (items.length < (place.question.props?.max ?? Number.POSITIVE_INFINITY))
        next.push(place.set(answers, [...items, newItem(place.question)]));
      continue;
    }
    for (const value of choicesOf(place, options.reference, sampleCountries))
      if (value !== current) next.push(place.set(answers, value));
  }
  return next;
}

/** The facts a state shows: visible blocks and questions, and the rules each visible, enabled question declares. */
function factsOf(
  def: FormDefinition,
  answers: Answers,
  options: ExploreOptions,
): { visible: string[]; rules: { key: string; place: Place; rule: RuleDef }[] } {
  const { places, blocks } = visiblePlaces(def, answers, options.reference, options.today);
  const rules = places
    .filter((place) => !place.state.disabled)
    .flatMap((place) =>
      declaredRules(place.question, place.ctx).map((rule) => ({
        key: `${place.path}|${rule.kind}|${rule.message}`,
        place,
        rule,
      })),
    );
  return { visible: [...blocks, ...places.map((place) => place.path)], rules };
}

/** Every block id and question path of a definition, and those hidden by a constant `visible: false`. */
function pathsOf(def: FormDefinition): { all: string[]; hidden: string[] } {
  const all: string[] = [];
  const hidden: string[] = [];
  const walk = (prefix: string, questions: QuestionDef[]) => {
    for (const question of questions) {
      const path = `${prefix}.${question.id}`;
      all.push(path);
      if (question.visible === false) hidden.push(path);
      if (question.items) walk(`${path}.*`, question.items.questions);
    }
  };
  for (const block of def.blocks) {
    all.push(block.id);
    if (block.visible === false) hidden.push(block.id);
    walk(block.id, block.questions);
  }
  return { all, hidden };
}

/** Searches the answers of a definition for every visible block and question and every declared rule. */
export function exploreDefinition(def: FormDefinition, options: ExploreOptions): Exploration {
  const states: Answers[] = [];
  const visibleIn = new Map<string, number>();
  const rules = new Map<string, RuleSite>();
  /**
   * The answer sets already recorded: the facts only grow, so a set met again (the same change reached from
   * a sibling state, or two changes made in either order) shows nothing new and is not evaluated again.
   */
  const met = new Set<string>();
  /** Records a state's facts; true when one of them is new. */
  const record = (answers: Answers, keepAnyway: boolean): boolean => {
    const key = JSON.stringify(answers);
    if (met.has(key) && !keepAnyway) return false;
    met.add(key);
    const facts = factsOf(def, answers, options);
    const fresh =
      facts.visible.some((fact) => !visibleIn.has(fact)) || facts.rules.some((fact) => !rules.has(fact.key));
    if (!fresh && !keepAnyway) return false;
    const index = states.push(answers) - 1;
    for (const fact of facts.visible) if (!visibleIn.has(fact)) visibleIn.set(fact, index);
    for (const { key, place, rule } of facts.rules) {
      const site = rules.get(key);
      if (site) site.states.push(index);
      else rules.set(key, { path: place.path, question: place.question, rule, states: [index] });
    }
    return true;
  };

  const queue: Answers[] = [];
  for (const seed of options.seeds) if (record(seed, true)) queue.push(seed);
  // First pass: one change at a time, breadth first, keeping what shows something new.
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const moved of moves(def, next, options)) if (record(moved, false)) queue.push(moved);
  }
  // Second pass, while a question is still unseen: two changes at once from every kept state, for facts
  // behind a change that shows nothing new — at most SECOND_PASS_BUDGET answer sets, so that a large
  // definition stays fast; what it leaves unseen is reported by the tests.
  const { all, hidden } = pathsOf(def);
  const missing = () => all.some((path) => !visibleIn.has(path) && !hidden.includes(path));
  let budget = SECOND_PASS_BUDGET;
  for (const state of [...states]) {
    if (!missing() || budget <= 0) break;
    for (const once of moves(def, state, options)) {
      for (const twice of moves(def, once, options)) {
        record(twice, false);
        budget -= 1;
      }
      if (budget <= 0) break;
    }
  }
  return { states, visibleIn, all, hiddenByDefinition: hidden, rules };
}

/**
 * Few states that between them show every visible question (`by: 'question'`, the default) or every visible block
 * (`by: 'block'`): greedily, the state that shows the most not yet shown, until none is left (what a component
 * test renders).
 */
export function coveringStates(
  def: FormDefinition,
  exploration: Exploration,
  options: Pick<ExploreOptions, 'reference' | 'today'>,
  by: 'question' | 'block' = 'question',
): Answers[] {
  const shown = exploration.states.map((answers) => {
    const { places, blocks } = visiblePlaces(def, answers, options.reference, options.today);
    return new Set(by === 'block' ? blocks : places.map((place) => place.path));
  });
  const left = new Set(shown.flatMap((units) => [...units]));
  const chosen: Answers[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestCount = 0;
    shown.forEach((units, index) => {
      const count = [...units].filter((unit) => left.has(unit)).length;
      if (count > bestCount) [best, bestCount] = [index, count];
    });
    const state = exploration.states[best];
    const units = shown[best];
    if (!state || !units) break;
    chosen.push(state);
    for (const unit of units) left.delete(unit);
  }
  return chosen;
}
