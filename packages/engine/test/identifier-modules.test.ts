import { describe, expect, it } from 'vitest';
import {
  evaluateForm,
  identifierKindOf,
  identifierModules,
  isTaxIdentifier,
  type IdentifierKind,
  type QuestionDef,
  type RuleDef,
} from '../src/index';
import { block, form, text, today } from './support';

/** One module per identifier kind — normalise what is typed, validate, print the official layout. */
const { ssn, itin, ein, giin, ftin, sin, bn, trustAccount } = identifierModules;

describe('SSN', () => {
  it('normalises spaces, dashes and dots away; validates an issuable SSN; prints NNN-NN-NNNN', () => {
    expect(ssn.normalise(' 521-44.7812 ')).toBe('521447812');
    expect(ssn.validate('521447812')).toBe(true);
    for (const bad of ['000447812', '666447812', '921447812', '521007812', '521440000', '52144781', '52144781A'])
      expect(ssn.validate(bad), bad).toBe(false);
    expect(ssn.format('521447812')).toBe('521-44-7812');
    expect(ssn.format('521-44-7812')).toBe('521-44-7812');
    // Not nine digits: printed as it is, never cut into a wrong layout.
    expect(ssn.format('52144781')).toBe('52144781');
  });
});

describe('ITIN', () => {
  it('validates 9NN-GG-NNNN with an ITIN group and prints it in the SSN box layout', () => {
    expect(itin.normalise('912 70 1234')).toBe('912701234');
    expect(itin.validate('912701234')).toBe(true);
    for (const bad of ['912931234', '912491234', '812701234']) expect(itin.validate(bad), bad).toBe(false);
    expect(itin.format('912701234')).toBe('912-70-1234');
  });
});

describe('EIN', () => {
  it('validates an assigned prefix and prints NN-NNNNNNN, never the SSN layout', () => {
    expect(ein.normalise('27-1234568')).toBe('271234568');
    expect(ein.validate('271234568')).toBe(true);
    for (const bad of ['071234568', '891234568', '27123456']) expect(ein.validate(bad), bad).toBe(false);
    expect(ein.format('271234568')).toBe('27-1234568');
    expect(ein.format('271234568')).not.toBe('271-23-4568');
  });
});

describe('GIIN', () => {
  it('normalises the dotted, dashed or lower-case form to its 16 characters', () => {
    expect(giin.normalise('98q96b.00000.le.276')).toBe('98Q96B00000LE276');
    expect(giin.normalise('98Q96B-00000-LE-276')).toBe('98Q96B00000LE276');
  });
  it('accepts a GIIN whose last three digits are an ISO 3166-1 numeric code', () => {
    for (const value of ['98Q96B00000LE276', '98Q96B00000LE250', 'ABCDEF12345SL826', 'ABC12300000ME124'])
      expect(giin.validate(value), value).toBe(true);
  });
  it('refuses the letter O anywhere (identifiers.md: never the letter O)', () => {
    expect(giin.validate('98Q96O00000LE124')).toBe(false);
    expect(giin.validate('98Q96B00000OE124')).toBe(false);
  });
  it('refuses last three digits that are no country code', () => {
    expect(giin.validate('98Q96B00000LE999')).toBe(false);
    expect(giin.validate('98Q96B00000LE000')).toBe(false);
  });
  it('keeps the spec’s boxes: 7–11 digits, 12–13 letters (ADR 003)', () => {
    expect(giin.validate('98Q96B0000ALE276')).toBe(false);
    expect(giin.validate('98Q96B00000L1276')).toBe(false);
  });
  it('prints XXXXXX.XXXXX.XX.XXX', () => {
    expect(giin.format('98Q96B00000LE276')).toBe('98Q96B.00000.LE.276');
    expect(giin.format('98q96b00000le276')).toBe('98Q96B.00000.LE.276');
    expect(giin.format('98Q96B')).toBe('98Q96B');
  });
});

describe('foreign TIN', () => {
  it('keeps the jurisdiction’s own separators, closing up white space only', () => {
    expect(ftin.normalise('  QQ 12  34 56 C ')).toBe('QQ 12 34 56 C');
    expect(ftin.format('FR-2941-7730')).toBe('FR-2941-7730');
    expect(ftin.format('12345678-Z')).toBe('12345678-Z');
  });
  it('validates letters and digits with single separators between them', () => {
    for (const value of ['FR-2941-7730', 'QQ 12 34 56 C', '12.345/678', '110101199003077777', 'ΑΦΜ123'])
      expect(ftin.validate(value), value).toBe(true);
    for (const value of ['', '---', 'FR--2941', '-FR2941', 'FR2941.', 'FR#2941', '<script>'])
      expect(ftin.validate(value), value).toBe(false);
  });
});

describe('SIN', () => {
  it('validates 9 digits passing Luhn, first digit 1–7 or 9; prints NNN NNN NNN', () => {
    expect(sin.normalise('130-692-544')).toBe('130692544');
    expect(sin.validate('130692544')).toBe(true);
    // 046 454 286 passes Luhn but a first digit 0 is "not used".
    expect(sin.validate('046454286')).toBe(false);
    expect(sin.validate('130692545')).toBe(false);
    expect(sin.format('130692544')).toBe('130 692 544');
  });
});

describe('BN', () => {
  it('validates the BN9 or the 15-character program account; prints NNNNNNNNN or NNNNNNNNN AA NNNN', () => {
    expect(bn.normalise('123456782 rc 0001')).toBe('123456782RC0001');
    expect(bn.validate('123456782RC0001')).toBe(true);
    expect(bn.validate('123456782')).toBe(true);
    for (const bad of ['123456782R10001', '12345678RC0001', '123456782RC001'])
      expect(bn.validate(bad), bad).toBe(false);
    expect(bn.format('123456782RC0001')).toBe('123456782 RC 0001');
    expect(bn.format('123456782')).toBe('123456782');
  });
});

describe('trust account number', () => {
  it('keeps the 8 digits of what is typed with or without its T; prints T12345678', () => {
    expect(trustAccount.normalise('T-1234 5678')).toBe('12345678');
    expect(trustAccount.normalise('12345678')).toBe('12345678');
    expect(trustAccount.validate('12345678')).toBe(true);
    expect(trustAccount.validate('1234567A')).toBe(false);
    expect(trustAccount.format('12345678')).toBe('T12345678');
    expect(trustAccount.format('T12345678')).toBe('T12345678');
  });
});

describe('the kind of a question', () => {
  const tin: QuestionDef = {
    id: 'tin',
    label: 'l',
    widget: 'tin',
    props: { tinTypeFrom: 'tinType', identifier: 'ssn' },
  };
  it('is what it declares, or what the TIN type chosen beside it says', () => {
    expect(identifierKindOf(tin, { tinType: 'Ein' })).toBe('ein');
    expect(identifierKindOf(tin, { tinType: 'Ssn' })).toBe('ssn');
    expect(identifierKindOf(tin, {})).toBe('ssn');
    expect(identifierKindOf({ id: 'x', label: 'l', widget: 'text' })).toBeUndefined();
  });
  it('masks the personal numbers outside their field, not the GIIN, BN or trust account', () => {
    const of = (identifier: IdentifierKind): QuestionDef => ({
      id: 'x',
      label: 'l',
      widget: 'text',
      props: { identifier },
    });
    for (const kind of ['ssn', 'itin', 'ein', 'ftin', 'sin'] as const)
      expect(isTaxIdentifier(of(kind)), kind).toBe(true);
    for (const kind of ['giin', 'bn', 'trustAccount'] as const) expect(isTaxIdentifier(of(kind)), kind).toBe(false);
  });
});

describe('the identifier rule', () => {
  const errorsFor = (rules: RuleDef[], value: string) =>
    evaluateForm(form(block('b', [text('q', { rules })])), { b: { q: value } }, { today }).blocks.b?.questions.q
      ?.errors ?? [];
  it('fails a value its module does not validate once normalised; a blank passes', () => {
    const rules: RuleDef[] = [{ kind: 'identifier', identifier: 'ftin', message: 'm.ftin' }];
    expect(errorsFor(rules, ' FR-2941-7730 ')).toEqual([]);
    expect(errorsFor(rules, 'FR#2941')).toEqual(['m.ftin']);
    expect(errorsFor(rules, '')).toEqual([]);
  });
  it('the giin rule now refuses the letter O and a last group that is no country code', () => {
    const rules: RuleDef[] = [{ kind: 'giin', layout: 'giin16', message: 'm.giin' }];
    expect(errorsFor(rules, '98Q96B00000LE276')).toEqual([]);
    expect(errorsFor(rules, '98Q96O00000LE124')).toEqual(['m.giin']);
    expect(errorsFor(rules, '98Q96B00000LE999')).toEqual(['m.giin']);
  });
});
