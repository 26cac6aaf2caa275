import type { AnswerValue, EvalContext } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import type { RuleOf } from '../types/rules';
import { isBlank } from '../answers/isBlank';

/**
 * The rules that hold an answer to what its question offers: a choice among the options, a country
 * among the jurisdictions, an answer of the widget's type. Applied to every answer by its widget kind
 * (`shapeRules` in ./widgets.ts), so the browser and the server refuse the same answers.
 */

/**
 * The option values a choice offers at all: its options, else (a choice whose options come from the reference
 * data) `availableOptions` for these answers; null: not restricted. Where both exist, narrowing by the other
 * answers (a chapter 3 status paired with the chapter 4 one, an article of the treaty country) is the question's
 * own rule, with its own message.
 */
export function offeredOptions(question: QuestionDef | undefined, ctx: EvalContext): readonly string[] | null {
  if (!question) return null;
  const options = question.props?.options;
  if (options) return options.map((o) => o.value);
  return question.availableOptions?.(ctx) ?? null;
}

/** One offered value; a list, an object or a value not offered fails; empty passes. */
export function option(_rule: RuleOf<'option'>, value: AnswerValue, ctx: EvalContext, question?: QuestionDef): boolean {
  if (isBlank(value)) return true;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const offered = offeredOptions(question, ctx);
  return offered === null || offered.includes(String(value));
}

const ALPHA_2 = /^[A-Z]{2}$/;

/** The country codes a country question offers: the jurisdictions, restricted by `props.countries`; null: unknown. */
function offeredCountries(question: QuestionDef | undefined, ctx: EvalContext): ReadonlySet<string> | null {
  const { reference } = ctx;
  const restrictTo = question?.props?.countries;
  const restricted =
    restrictTo === 'treaty'
      ? reference.usTaxTreatyCountries
      : restrictTo === 'annexII'
        ? reference.annexIICountries
        : undefined;
  if (restricted) return codesOf(restricted, (code) => code);
  const all = reference.jurisdictions;
  return all?.length ? codesOf(all, (j) => j.countryCodeAlpha) : null;
}

/**
 * The codes of a reference list as a set, built once per list object rather than on every country answer checked
 * (ADR 097). Reference data is replaced, never changed in place, when it is loaded again.
 */
const codeSets = new WeakMap<readonly unknown[], ReadonlySet<string>>();
function codesOf<T>(list: readonly T[], code: (item: T) => string): ReadonlySet<string> {
  let codes = codeSets.get(list);
  if (!codes) {
    codes = new Set(list.map(code));
    codeSets.set(list, codes);
  }
  return codes;
}

/** A known jurisdiction code (of the restricted list where the question has one); empty passes. */
export function country(
  _rule: RuleOf<'country'>,
  value: AnswerValue,
  ctx: EvalContext,
  question?: QuestionDef,
): boolean {
  if (isBlank(value)) return true;
  if (typeof value !== 'string' || !ALPHA_2.test(value)) return false;
  const offered = offeredCountries(question, ctx);
  return offered === null || offered.has(value);
}

const TICKS: readonly AnswerValue[] = [true, false, 'true', 'false', 'Yes', 'No'];

const isItem = (value: AnswerValue): boolean => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The answer's type fits its widget kind; empty passes. */
export function answerType(rule: RuleOf<'answerType'>, value: AnswerValue): boolean {
  if (isBlank(value)) return true;
  switch (rule.answerKind) {
    case 'text':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'tick':
      return TICKS.includes(value);
    case 'items':
      return Array.isArray(value) && value.every((item) => item === null || isItem(item));
  }
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: exactly what the rule looks for. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const UNPRINTABLE_IN_TEXTAREA = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** A typed answer holds only printable characters (a textarea's tab and line breaks too); empty and non-text pass. */
export function printable(rule: RuleOf<'printable'>, value: AnswerValue): boolean {
  if (typeof value !== 'string') return true;
  return !(rule.multiline ? UNPRINTABLE_IN_TEXTAREA : UNPRINTABLE).test(value);
}
