import { describe, expect, it } from 'vitest';
import { convertDate, evaluateForm, formatDate, parseDate, type AnswerValue, type RuleDef } from '../src/index';
import { block, form, text } from './support';

const today = new Date('2024-06-15T12:00:00Z');
function errorsFor(rules: RuleDef[], value: AnswerValue, now = today): string[] {
  const def = form(block('b', [text('q', { widget: 'date', rules })]));
  return evaluateForm(def, { b: { q: value } }, { today: now }).blocks.b?.questions.q?.errors ?? [];
}

describe('dateFormat', () => {
  it('accepts real dates in each format', () => {
    expect(errorsFor([{ kind: 'dateFormat', format: 'dd-MM-yyyy', message: 'm.f' }], '29-02-2024')).toEqual([]);
    expect(errorsFor([{ kind: 'dateFormat', format: 'MM-dd-yyyy', message: 'm.f' }], '02-29-2024')).toEqual([]);
    expect(errorsFor([{ kind: 'dateFormat', format: 'yyyy-MM-dd', message: 'm.f' }], '2024-02-29')).toEqual([]);
  });
  it('rejects impossible dates and the wrong format', () => {
    const rule: RuleDef[] = [{ kind: 'dateFormat', format: 'dd-MM-yyyy', message: 'm.f' }];
    for (const value of [
      '29-02-2023',
      '31-04-2024',
      '00-01-2024',
      '15-13-2024',
      '2024-01-15',
      '1-1-2024',
      '15/01/2024',
    ]) {
      expect(errorsFor(rule, value), value).toEqual(['m.f']);
    }
    expect(errorsFor([{ kind: 'dateFormat', format: 'MM-dd-yyyy', message: 'm.f' }], '15-01-2024')).toEqual(['m.f']);
  });
  it('passes when empty', () =>
    expect(errorsFor([{ kind: 'dateFormat', format: 'dd-MM-yyyy', message: 'm.f' }], '')).toEqual([]));
});

describe('dateWindow: birth date from 125 years ago to yesterday', () => {
  const birth = (format: 'dd-MM-yyyy' | 'MM-dd-yyyy' | 'yyyy-MM-dd'): RuleDef[] => [
    { kind: 'dateWindow', format, minYearsAgo: 125, maxDaysAgo: 1, message: 'm.window' },
  ];
  it('accepts yesterday and exactly 125 years ago', () => {
    expect(errorsFor(birth('dd-MM-yyyy'), '14-06-2024')).toEqual([]);
    expect(errorsFor(birth('dd-MM-yyyy'), '15-06-1899')).toEqual([]);
    expect(errorsFor(birth('MM-dd-yyyy'), '06-14-2024')).toEqual([]);
    expect(errorsFor(birth('yyyy-MM-dd'), '1899-06-15')).toEqual([]);
  });
  it('rejects today, the future and more than 125 years ago', () => {
    expect(errorsFor(birth('dd-MM-yyyy'), '15-06-2024')).toEqual(['m.window']);
    expect(errorsFor(birth('dd-MM-yyyy'), '01-01-2030')).toEqual(['m.window']);
    expect(errorsFor(birth('MM-dd-yyyy'), '06-14-1899')).toEqual(['m.window']);
  });
  it('reads the value in the rule format', () => {
    // 06-01-2024 is 6 January in dd-MM-yyyy (past) but 1 June in MM-dd-yyyy (past too); 12-07-2024 differs.
    expect(errorsFor(birth('dd-MM-yyyy'), '12-07-2024')).toEqual(['m.window']);
    expect(errorsFor(birth('MM-dd-yyyy'), '12-07-2024')).toEqual(['m.window']);
    expect(errorsFor(birth('MM-dd-yyyy'), '05-07-2024')).toEqual([]);
  });
  it('handles 29 February 125 years back and follows the injected today', () => {
    const leapDay = new Date('2024-02-29T00:00:00Z');
    expect(errorsFor(birth('yyyy-MM-dd'), '1899-02-28', leapDay)).toEqual([]);
    expect(errorsFor(birth('yyyy-MM-dd'), '1899-02-27', leapDay)).toEqual(['m.window']);
    expect(errorsFor(birth('yyyy-MM-dd'), '2024-02-28', leapDay)).toEqual([]);
  });
  it('supports max today (date picker) and absolute bounds; unparseable and empty values pass', () => {
    expect(
      errorsFor([{ kind: 'dateWindow', format: 'yyyy-MM-dd', maxDaysAgo: 0, message: 'm' }], '2024-06-15'),
    ).toEqual([]);
    expect(
      errorsFor(
        [{ kind: 'dateWindow', format: 'yyyy-MM-dd', min: '2000-01-01', max: '2000-12-31', message: 'm' }],
        '2001-01-01',
      ),
    ).toEqual(['m']);
    expect(errorsFor(birth('dd-MM-yyyy'), 'not a date')).toEqual([]);
    expect(errorsFor(birth('dd-MM-yyyy'), '')).toEqual([]);
  });
});

describe('date helpers', () => {
  it('parse, format and convert between the family formats', () => {
    expect(parseDate('07-04-1990', 'MM-dd-yyyy')).toEqual({ year: 1990, month: 7, day: 4 });
    expect(formatDate({ year: 1990, month: 7, day: 4 }, 'dd-MM-yyyy')).toBe('04-07-1990');
    expect(convertDate('07-04-1990', 'MM-dd-yyyy', 'dd-MM-yyyy')).toBe('04-07-1990');
    expect(convertDate('13-04-1990', 'MM-dd-yyyy', 'dd-MM-yyyy')).toBeUndefined();
  });
});
