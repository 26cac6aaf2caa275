import type { AnswerValue } from '../types/answers';
import { isBlank } from '../answers/isBlank';

/**
 * Shared shape of the text rules (length, maxLength, sameChar, sequential, pattern): a blank value
 * passes; a string or number is tested as text; any other value (boolean, array, object) cannot
 * satisfy a text rule and fails.
 */
export function testText(value: AnswerValue, test: (text: string) => boolean): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'string') return test(value);
  if (typeof value === 'number') return test(String(value));
  return false;
}
