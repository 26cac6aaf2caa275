import type { AnswerValue } from '../types/answers';
import { testText } from './text';

/** True for two or more digits, each one more than the one before (e.g. 123456789). */
function isAscendingRun(text: string): boolean {
  if (text.length < 2 || !/^\d+$/.test(text)) return false;
  for (let i = 1; i < text.length; i += 1) {
    if (text.charCodeAt(i) !== text.charCodeAt(i - 1) + 1) return false;
  }
  return true;
}

/** Fails for ascending consecutive digits (no wrap-around after 9); empty passes. */
export function sequential(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => !isAscendingRun(text));
}
