import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatePickerWidget } from './DatePickerWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 15, 12));
  i18n = await widgetI18n();
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>('Question label');
const alert = () => screen.getByRole('alert');
const question = { widget: 'date' as const, props: { format: 'yyyy-MM-dd' } };

describe('DatePickerWidget', () => {
  it('is a date input, max today, described by its hint', () => {
    renderWidget(DatePickerWidget, i18n, { question, describedBy: 'hint-id' });
    expect(input().type).toBe('date');
    expect(input().max).toBe('2025-06-15');
    expect(input().getAttribute('aria-describedby')).toBe('field-format hint-id');
    expect(alert().textContent).toBe('');
  });

  it('stores what is typed as yyyy-MM-dd', () => {
    const host = renderWidget(DatePickerWidget, i18n, { question });
    fireEvent.change(input(), { target: { value: '2024-02-29' } });
    expect(host.last()).toBe('2024-02-29');
    fireEvent.blur(input());
    expect(host.last()).toBe('2024-02-29');
    expect(alert().textContent).toBe('');
  });

  it('Backspace clears the date', () => {
    const host = renderWidget(DatePickerWidget, i18n, { question, value: '2020-01-02' });
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(host.last()).toBe('');
    expect(input().value).toBe('');
  });

  it('clears a future date when the customer leaves the field, and says why', () => {
    const host = renderWidget(DatePickerWidget, i18n, { question });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '2025-06-16' } });
    expect(host.last()).toBe('2025-06-16');
    fireEvent.blur(input());
    expect(host.last()).toBe('');
    expect(alert().textContent).toBe(
      '2025-06-16 is in the future, so it was cleared. Enter a date no later than today.',
    );
    expect(input().getAttribute('aria-describedby')).toContain('field-cleared');
  });

  it('clears a date before the minimum of its dateWindow rule, and says why', () => {
    const host = renderWidget(DatePickerWidget, i18n, {
      question: { ...question, rules: [{ kind: 'dateWindow', format: 'yyyy-MM-dd', min: '2000-01-01', message: 'm' }] },
    });
    expect(input().min).toBe('2000-01-01');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '1999-12-31' } });
    fireEvent.blur(input());
    expect(host.last()).toBe('');
    expect(alert().textContent).toBe('1999-12-31 is before 2000-01-01, so it was cleared. Enter a later date.');
  });

  it('clears a date after the question maximum (props.maxDate), and says why', () => {
    const host = renderWidget(DatePickerWidget, i18n, {
      question: { ...question, props: { format: 'yyyy-MM-dd', maxDate: '2025-01-31' } as never },
    });
    expect(input().max).toBe('2025-01-31');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '2025-02-01' } });
    fireEvent.blur(input());
    expect(host.last()).toBe('');
    expect(alert().textContent).toBe('2025-02-01 is after 2025-01-31, so it was cleared. Enter an earlier date.');
  });

  it('an incomplete date (bad input) is cleared with a message', () => {
    renderWidget(DatePickerWidget, i18n, { question });
    Object.defineProperty(input(), 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.blur(input());
    expect(alert().textContent).toBe('The date was incomplete, so it was cleared. Enter a day, month and year.');
  });

  it('a stored out-of-range or malformed value is cleared with a message', () => {
    const host = renderWidget(DatePickerWidget, i18n, { question, value: '2030-01-01' });
    expect(host.last()).toBe('');
    expect(alert().textContent).toContain('2030-01-01 is in the future');
    cleanup();
    const other = renderWidget(DatePickerWidget, i18n, { question, value: '01-02-2020' });
    expect(other.last()).toBe('');
    expect(alert().textContent).toBe('“01-02-2020” is not a date, so it was cleared. Choose a day, month and year.');
  });

  it('the message goes away once the customer types again', () => {
    renderWidget(DatePickerWidget, i18n, { question, value: '2030-01-01' });
    expect(alert().textContent).not.toBe('');
    act(() => {
      fireEvent.change(input(), { target: { value: '2020-01-01' } });
    });
    expect(alert().textContent).toBe('');
  });
});
