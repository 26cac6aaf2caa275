import { describe, expect, it } from 'vitest';
import { evaluateForm, isIssuableSsn, isValidEin, isValidItin, type AnswerValue, type RuleDef } from '../src/index';
import { block, form, text, today } from './support';

function errorsFor(rules: RuleDef[], value: AnswerValue): string[] {
  const def = form(block('b', [text('q', { rules })]));
  return evaluateForm(def, { b: { q: value } }, { today }).blocks.b?.questions.q?.errors ?? [];
}

describe('ssn: SSN structure, accepting ITINs', () => {
  const ssn: RuleDef[] = [{ kind: 'ssn', message: 'm.ssn' }];
  it('accepts issuable SSNs, including formerly unassigned areas', () => {
    for (const value of ['123456780', '521447812', '734012345', '899991234', '665123456'])
      expect(errorsFor(ssn, value), value).toEqual([]);
  });
  it('rejects never-issued areas 000, 666 and 9xx (unless an ITIN), group 00 and serial 0000', () => {
    for (const value of ['000123456', '666123456', '900123456', '912931234', '123006789', '123450000'])
      expect(errorsFor(ssn, value), value).toEqual(['m.ssn']);
  });
  it('accepts valid ITINs in an SSN field: 9xx with middle digits 50–65, 70–88, 90–92, 94–99', () => {
    for (const group of ['50', '65', '70', '88', '90', '92', '94', '99'])
      expect(errorsFor(ssn, `912${group}1234`), group).toEqual([]);
    for (const group of ['49', '66', '69', '89', '93', '01'])
      expect(errorsFor(ssn, `912${group}1234`), group).toEqual(['m.ssn']);
  });
  it('leaves other shapes and empty values to the length and digit rules', () => {
    for (const value of ['', '000', '00012345a', '0001234567']) expect(errorsFor(ssn, value), value).toEqual([]);
  });
  it('is also available as predicates', () => {
    expect(isIssuableSsn('912701234') || isValidItin('912701234')).toBe(true);
    expect(isValidItin('123701234')).toBe(false);
    expect(isValidItin('912931234')).toBe(false);
  });
});

describe('itin', () => {
  it('accepts only ITINs', () => {
    expect(errorsFor([{ kind: 'itin', message: 'm.itin' }], '912781234')).toEqual([]);
    expect(errorsFor([{ kind: 'itin', message: 'm.itin' }], '123781234')).toEqual(['m.itin']);
  });
});

describe('ein: valid prefixes', () => {
  const ein: RuleDef[] = [{ kind: 'ein', message: 'm.ein' }];
  it('accepts assigned prefixes', () => {
    for (const prefix of [
      '01',
      '06',
      '10',
      '16',
      '20',
      '27',
      '30',
      '48',
      '50',
      '68',
      '71',
      '77',
      '80',
      '88',
      '90',
      '95',
      '98',
      '99',
    ]) {
      expect(errorsFor(ein, `${prefix}1234567`), prefix).toEqual([]);
    }
  });
  it('rejects the prefixes the IRS never assigns', () => {
    for (const prefix of [
      '00',
      '07',
      '08',
      '09',
      '17',
      '18',
      '19',
      '28',
      '29',
      '49',
      '69',
      '70',
      '78',
      '79',
      '89',
      '96',
      '97',
    ]) {
      expect(errorsFor(ein, `${prefix}1234567`), prefix).toEqual(['m.ein']);
    }
    expect(isValidEin('981234567')).toBe(true);
  });
});

describe('giin: box layouts of the spec', () => {
  const giin16: RuleDef[] = [{ kind: 'giin', layout: 'giin16', message: 'm.giin' }];
  it('16 boxes: 6 alphanumeric, 5 digits, 2 letters, 3 digits', () => {
    for (const value of ['98Q96B00000LE250', 'ABCDEF12345SL826', 'abc12300000me124'])
      expect(errorsFor(giin16, value), value).toEqual([]);
    // Positions 7–11 must be digits (the spec), although the reference allows alphanumerics there.
    for (const value of ['98Q96B0000ALE250', '98Q96B00000L1250', '98Q96B00000LE25A', '98Q96B-0000LE250'])
      expect(errorsFor(giin16, value), value).toEqual(['m.giin']);
  });
  it('leaves other lengths (and the dotted 19-character form) to the length rule', () => {
    expect(errorsFor(giin16, '98Q96B.00000.LE.250')).toEqual([]);
  });
  it('15 boxes: 9 digits, 2 letters, 4 digits', () => {
    const giin15: RuleDef[] = [{ kind: 'giin', layout: 'giin15', message: 'm.giin' }];
    expect(errorsFor(giin15, '123456789RC0001')).toEqual([]);
    expect(errorsFor(giin15, '12345678ARC0001'.slice(0, 15))).toEqual(['m.giin']);
    expect(errorsFor(giin15, '123456789R10001')).toEqual(['m.giin']);
  });
  it('the T- field: 8 digits', () => {
    const t8: RuleDef[] = [{ kind: 'giin', layout: 't8', message: 'm.giin' }];
    expect(errorsFor(t8, '12345678')).toEqual([]);
    expect(errorsFor(t8, '1234567A')).toEqual(['m.giin']);
  });
});

describe('Canadian identifiers', () => {
  it('luhn: a social insurance number passes the Luhn check', () => {
    const luhn: RuleDef[] = [{ kind: 'luhn', message: 'm.luhn' }];
    expect(errorsFor(luhn, '046454286')).toEqual([]);
    expect(errorsFor(luhn, '046454287')).toEqual(['m.luhn']);
    expect(errorsFor(luhn, '123456789')).toEqual(['m.luhn']);
  });
  it('businessNumber: 9 digits, 2 letters, 4 digits', () => {
    const bn: RuleDef[] = [{ kind: 'businessNumber', message: 'm.bn' }];
    expect(errorsFor(bn, '123456789RC0001')).toEqual([]);
    expect(errorsFor(bn, '123456789120001')).toEqual(['m.bn']);
    expect(errorsFor(bn, '123')).toEqual([]);
  });
  it('digits: digits only', () => {
    expect(errorsFor([{ kind: 'digits', message: 'm.d' }], '12345678')).toEqual([]);
    expect(errorsFor([{ kind: 'digits', message: 'm.d' }], 'T1234567')).toEqual(['m.d']);
  });
});
