import type { AnswerValue } from '../types/answers';

/**
 * True when a value counts as "not answered": null, undefined, a string that is empty after
 * trimming, NaN, or an array/object whose every element is blank. `false` and `0` are answers.
 */
export function isBlank(value: AnswerValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.every(isBlank);
  return Object.values(value).every(isBlank);
}
