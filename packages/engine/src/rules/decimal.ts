import type { AnswerValue } from '../types/answers';
import { testText } from './text';

/** Optionally signed decimal: digits with an optional fraction, or a fraction alone; no exponent. */
export const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** An optionally signed decimal number, or empty (the letter e is not accepted). */
export function decimal(_rule: unknown, value: AnswerValue): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return testText(value, (text) => DECIMAL.test(text.trim()));
}
