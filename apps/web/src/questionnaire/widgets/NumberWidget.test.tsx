import { cleanup, createEvent, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NumberWidget } from './NumberWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>('Question label');
const message = 'Only digits, a decimal point and a leading minus sign can be entered here.';

describe('NumberWidget', () => {
  it('is a decimal text field', () => {
    renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    expect(input().getAttribute('inputmode')).toBe('decimal');
    expect(input().type).toBe('text');
  });

  it('stores a signed decimal as typed, and empty', () => {
    const host = renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    fireEvent.change(input(), { target: { value: '-12.5' } });
    expect(host.last()).toBe('-12.5');
    fireEvent.change(input(), { target: { value: '' } });
    expect(host.last()).toBe('');
  });

  it.each(['e', 'E', '+'])('blocks the %s key and says why', (key) => {
    renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    const event = createEvent.keyDown(input(), { key });
    fireEvent(input(), event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(message);
  });

  it('lets digits, minus, point and editing keys through', () => {
    renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    for (const key of ['1', '-', '.', 'Backspace', 'ArrowLeft']) {
      const event = createEvent.keyDown(input(), { key });
      fireEvent(input(), event);
      expect(event.defaultPrevented, key).toBe(false);
    }
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('blocks a paste containing e or +, and lets a clean paste through', () => {
    renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    const bad = createEvent.paste(input(), { clipboardData: { getData: () => '1e5' } });
    fireEvent(input(), bad);
    expect(bad.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(message);
    const good = createEvent.paste(input(), { clipboardData: { getData: () => '-1.5' } });
    fireEvent(input(), good);
    expect(good.defaultPrevented).toBe(false);
  });

  it('removes an e that slipped past the keys (mobile keyboards) and says so', () => {
    const host = renderWidget(NumberWidget, i18n, { question: { widget: 'number' } });
    fireEvent.change(input(), { target: { value: '12e' } });
    expect(host.last()).toBe('12');
    expect(screen.getByRole('status').textContent).toBe(message);
  });
});
