import type { AnswerValue } from '../types/answers';
import type { RuleOf } from '../types/rules';
import { bn } from '../identifiers/bn';
import { ein as einModule } from '../identifiers/ein';
import { giinLength } from '../identifiers/giin';
import { itin as itinModule } from '../identifiers/itin';
import { giinLayoutKind, identifierModules } from '../identifiers/modules';
import { passesLuhn } from '../identifiers/sin';
import { ssn as ssnModule } from '../identifiers/ssn';
import { testText } from './text';

/**
 * Identifier structure rules, each judging by its identifier's module (`identifiers/`). Each judges only values
 * of its identifier's shape (e.g. 9 digits), so that a wrong length or a stray letter is reported once, by the
 * length or digits rule.
 */
const nineDigits = (test: (digits: string) => boolean) => (text: string) => !/^\d{9}$/.test(text) || test(text);

/** The SSN boxes take an SSN or an ITIN (spec: an ITIN is entered in the SSN boxes). */
export function ssn(_rule: unknown, value: AnswerValue): boolean {
  return testText(
    value,
    nineDigits((digits) => ssnModule.validate(digits) || itinModule.validate(digits)),
  );
}

export function itin(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(itinModule.validate));
}

export function ein(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(einModule.validate));
}

export function luhn(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, nineDigits(passesLuhn));
}

/** The boxes of a `giin` widget layout hold a valid identifier of the layout's kind (GIIN, BN, trust account). */
export function giin(rule: RuleOf<'giin'>, value: AnswerValue): boolean {
  const module = identifierModules[giinLayoutKind[rule.layout]];
  return testText(value, (text) => text.length !== giinLength[rule.layout] || module.validate(module.normalise(text)));
}

export function businessNumber(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => text.length !== 15 || bn.validate(bn.normalise(text)));
}

export function identifier(rule: RuleOf<'identifier'>, value: AnswerValue): boolean {
  const module = identifierModules[rule.identifier];
  return testText(value, (text) => module.validate(module.normalise(text)));
}

export function digits(_rule: unknown, value: AnswerValue): boolean {
  return testText(value, (text) => /^\d+$/.test(text));
}
