import type { AnswerValue, EvalContext } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { calendarDay, dateKey, parseDate, shiftBack } from '../dates/dates';
import { testText } from './text';

/** A real calendar date in the rule's format, or empty. */
export function dateFormat(rule: RuleOf<'dateFormat'>, value: AnswerValue): boolean {
  return testText(value, (text) => parseDate(text, rule.format) !== undefined);
}

/** A date inside the window; blank and unparseable values pass (other rules report them). */
export function dateWindow(rule: RuleOf<'dateWindow'>, value: AnswerValue, ctx: EvalContext): boolean {
  return testText(value, (text) => {
    const date = parseDate(text, rule.format);
    if (!date) return true;
    const key = dateKey(date);
    const today = calendarDay(ctx.today);
    if (rule.minYearsAgo !== undefined && key < dateKey(shiftBack(today, rule.minYearsAgo, 0))) return false;
    if (rule.maxDaysAgo !== undefined && key > dateKey(shiftBack(today, 0, rule.maxDaysAgo))) return false;
    const min = rule.min === undefined ? undefined : parseDate(rule.min, 'yyyy-MM-dd');
    const max = rule.max === undefined ? undefined : parseDate(rule.max, 'yyyy-MM-dd');
    if (min && key < dateKey(min)) return false;
    if (max && key > dateKey(max)) return false;
    return true;
  });
}
