import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { isValidBusinessNumber, isValidSin } from '../identifiers/canada';
import { giinLength, isValidGiin } from '../identifiers/giin';
import { isValidEin, isValidItin, isValidSsnOrItin } from '../identifiers/usTin';
import { testText } from './text';

/**
 * Identifier structure rules. Each judges only values of its identifier's shape (e.g. 9 digits), so
 * that a wrong length or a stray letter is reported once, by the length or digits rule.
 */
const nineDigits = (test: (digits: string) => boolean) => (text: string) => !/^\d{9}$/.test(text) || test(text);

export function ssn(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(isValidSsnOrItin));
}

export function itin(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(isValidItin));
}

export function ein(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(isValidEin));
}

export function luhn(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(isValidSin));
}

export function giin(rule: RuleOf<'giin'>, value: AnswerValue): boolean {
  return testText(value, (text) => text.length !== giinLength[rule.layout] || isValidGiin(text, rule.layout));
}

export function businessNumber(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => text.length !== 15 || isValidBusinessNumber(text));
}

export function digits(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => /^\d+$/.test(text));
}
