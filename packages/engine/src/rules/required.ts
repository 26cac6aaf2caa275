import type { AnswerValue } from '../types/answers';
import { isBlank } from '../answers/isBlank';

/** Passes when the value is not blank (strings are trimmed). */
export function required(_rule: unknown, value: AnswerValue): boolean {
  return !isBlank(value);
}
