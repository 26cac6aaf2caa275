import type { AnswerValue } from '../types/answers';
import { testText } from './text';

/** Fails for two or more characters that are all the same (e.g. 111111111); empty passes. */
export function sameChar(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => text.length < 2 || [...text].some((c) => c !== text[0]));
}
