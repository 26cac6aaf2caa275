import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateDropdownWidget, dayOptions, yearOptions } from './DateDropdownWidget';
import { ageOf } from './dates';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';
import { createI18n } from '../../lib/i18n/i18n';
import polishWidgets from '../../../../../fixtures/languages/pl/widgets.json';

let i18n: I18n;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 12));
  i18n = await widgetI18n();
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name);
const optionValues = (element: HTMLSelectElement) => [...element.options].map((o) => o.value).filter(Boolean);
const alert = () => screen.getByRole('alert');
const question = { widget: 'date' as const };

describe('DateDropdownWidget', () => {
  it('orders Month, Day, Year for the default MM-dd-yyyy inside one labelled group', () => {
    const { container } = renderWidget(DateDropdownWidget, i18n, { question });
    expect(screen.getByRole('group', { name: 'Question label' })).toBeTruthy();
    expect([...container.querySelectorAll('select')].map((s) => s.id)).toEqual(['field', 'field-day', 'field-year']);
    expect(select('Month').options[1]!.textContent).toBe('January');
  });

  it('orders Day, Month, Year for dd-MM-yyyy', () => {
    const { container } = renderWidget(DateDropdownWidget, i18n, {
      question: { ...question, props: { format: 'dd-MM-yyyy' } },
    });
    expect([...container.querySelectorAll('select')].map((s) => s.id)).toEqual(['field', 'field-month', 'field-year']);
  });

  it('sets the answer in the format once day, month and year are chosen, and shows the age', () => {
    const host = renderWidget(DateDropdownWidget, i18n, { question });
    fireEvent.change(select('Month'), { target: { value: '3' } });
    expect(host.changes).toEqual([]);
    fireEvent.change(select('Day'), { target: { value: '7' } });
    fireEvent.change(select('Year'), { target: { value: '1990' } });
    expect(host.last()).toBe('03-07-1990');
    expect(document.getElementById('field-age')!.textContent).toBe('35 years ago');
  });

  it('lists 100 years without a minimum, latest first', () => {
    renderWidget(DateDropdownWidget, i18n, { question });
    const years = optionValues(select('Year'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe('2025');
    expect(years[99]).toBe('1926');
  });

  it('offers 29 February only in leap years', () => {
    renderWidget(DateDropdownWidget, i18n, { question });
    fireEvent.change(select('Month'), { target: { value: '2' } });
    fireEvent.change(select('Year'), { target: { value: '2024' } });
    expect(optionValues(select('Day'))).toHaveLength(29);
    fireEvent.change(select('Year'), { target: { value: '2023' } });
    expect(optionValues(select('Day'))).toHaveLength(28);
    expect(optionValues(select('Day'))).not.toContain('29');
    fireEvent.change(select('Month'), { target: { value: '4' } });
    expect(optionValues(select('Day'))).toHaveLength(30);
  });

  it('clears a day that became impossible and says why', () => {
    const host = renderWidget(DateDropdownWidget, i18n, { question, value: '02-29-2024' });
    fireEvent.change(select('Year'), { target: { value: '2023' } });
    expect(select('Day').value).toBe('');
    expect(host.last()).toBe('');
    expect(alert().textContent).toBe(
      'Day 29 is not possible for the month and year chosen, so the day was cleared. Choose the day again.',
    );
  });

  it('honours the dateWindow of a birth date: 125 years back to yesterday', () => {
    renderWidget(DateDropdownWidget, i18n, {
      question: {
        ...question,
        rules: [{ kind: 'dateWindow', format: 'MM-dd-yyyy', minYearsAgo: 125, maxDaysAgo: 1, message: 'm' }],
      },
    });
    const years = optionValues(select('Year'));
    expect(years[0]).toBe('2025');
    expect(years[years.length - 1]).toBe('1900');
    fireEvent.change(select('Year'), { target: { value: '2025' } });
    expect(optionValues(select('Month'))).toEqual(['1', '2', '3', '4', '5', '6']);
    fireEvent.change(select('Month'), { target: { value: '6' } });
    expect(optionValues(select('Day')).at(-1)).toBe('14');
  });

  it('clears a month out of range for a newly chosen year and says why', () => {
    renderWidget(DateDropdownWidget, i18n, {
      question: { ...question, props: { minDate: '2000-01-01', maxDate: '2025-03-31' } as never },
    });
    fireEvent.change(select('Month'), { target: { value: '12' } });
    fireEvent.change(select('Year'), { target: { value: '2025' } });
    expect(select('Month').value).toBe('');
    expect(alert().textContent).toBe(
      'December is outside the allowed dates for 2025, so the month was cleared. Choose the month again.',
    );
  });

  it('clears a stored value out of range and names it', () => {
    const host = renderWidget(DateDropdownWidget, i18n, {
      question: { ...question, props: { minDate: '2000-01-01' } as never },
      value: '12-31-1999',
    });
    expect(host.last()).toBe('');
    expect(alert().textContent).toBe('12-31-1999 is before 01-01-2000, so it was cleared. Enter a later date.');
  });

  it('says nothing is saved when the customer leaves with a partial date', () => {
    const host = renderWidget(DateDropdownWidget, i18n, { question });
    fireEvent.change(select('Month'), { target: { value: '3' } });
    fireEvent.blur(select('Month'), { relatedTarget: select('Day') });
    expect(alert().textContent).toBe('');
    fireEvent.blur(select('Month'), { relatedTarget: null });
    expect(alert().textContent).toBe(
      'Choose a day, a month and a year: the date is saved only when all three are chosen.',
    );
    expect(host.blurs).toBe(1);
  });

  it('choosing the empty option again clears the answer', () => {
    const host = renderWidget(DateDropdownWidget, i18n, { question, value: '03-07-1990' });
    expect(select('Day').value).toBe('7');
    fireEvent.change(select('Day'), { target: { value: '' } });
    expect(host.last()).toBe('');
  });

  it('follows a value set from outside', () => {
    const host = renderWidget(DateDropdownWidget, i18n, { question });
    act(() => host.setValue('11-05-2001'));
    expect([select('Month').value, select('Day').value, select('Year').value]).toEqual(['11', '5', '2001']);
  });
});

describe('date helpers', () => {
  it('age: days under a month, months under a year, then years', () => {
    const now = new Date(2025, 5, 15);
    expect(ageOf({ year: 2025, month: 6, day: 10 }, now)).toEqual({ unit: 'days', count: 5 });
    expect(ageOf({ year: 2025, month: 1, day: 15 }, now)).toEqual({ unit: 'months', count: 5 });
    expect(ageOf({ year: 2020, month: 6, day: 16 }, now)).toEqual({ unit: 'years', count: 4 });
    expect(ageOf({ year: 2025, month: 6, day: 16 }, now)).toBeUndefined();
  });

  it('age text uses plurals', async () => {
    renderWidget(DateDropdownWidget, i18n, { question, value: '06-14-2025' });
    expect(document.getElementById('field-age')!.textContent).toBe('1 day ago');
    expect(i18n.t('widgets.date.age.months', { count: 2 })).toBe('2 months ago');
  });

  it('speaks Polish: month names as a list says them, ages in the plural form each number takes', async () => {
    const polish = await createI18n('pl', { ...polishWidgets, 'q.label': 'Data' });
    renderWidget(DateDropdownWidget, polish, { question, value: '03-12-2025' });
    expect([...select('Miesiąc').options].slice(1, 4).map((o) => o.textContent)).toEqual(['styczeń', 'luty', 'marzec']);
    expect(document.getElementById('field-age')!.textContent).toBe('3 miesiące temu');
    expect([1, 2, 5, 22].map((count) => polish.t('widgets.date.age.years', { count }))).toEqual([
      '1 rok temu',
      '2 lata temu',
      '5 lat temu',
      '22 lata temu',
    ]);
  });

  it('year and day options', () => {
    expect(yearOptions({ min: { year: 2020, month: 1, day: 1 } }, new Date(2025, 0, 1))).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020,
    ]);
    expect(dayOptions({}, 1900, 2)).toHaveLength(28);
    expect(dayOptions({}, 2000, 2)).toHaveLength(29);
    expect(dayOptions({}, undefined, undefined)).toHaveLength(31);
  });
});
