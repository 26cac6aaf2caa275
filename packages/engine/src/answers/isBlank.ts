import type { AnswerValue } from '../types/answers';
import { MAX_ANSWER_DEPTH } from './depth';

/**
 * True when a value counts as "not answered": null, undefined, a string that is empty after
 * trimming, NaN, or an array/object whose every element is blank. `false` and `0` are answers.
 * Nesting deeper than the depth limit counts as an answer (and fails the depth check).
 */
export function isBlank(value: AnswerValue, depth = 0): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return false;
  if (depth > MAX_ANSWER_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isBlank(item, depth + 1));
  return Object.values(value).every((item) => isBlank(item, depth + 1));
}
