import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GiinWidget } from './GiinWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const shown = (container: HTMLElement) =>
  container.querySelector('[data-boxes-group]')!.parentElement!.textContent +
  boxes()
    .map((b) => b.value)
    .join('');
const groupSizes = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-boxes-group]')].map((g) => g.children.length);

describe('GiinWidget, 16 boxes', () => {
  const question = { widget: 'giin' as const, props: { length: 16, giinLayout: 'giin16' as const } };

  it('has 16 boxes in groups 6.5.2.3 with dots between, one group label', () => {
    const { container } = renderWidget(GiinWidget, i18n, { question });
    expect(screen.getByRole('group', { name: 'Question label' })).toBeTruthy();
    expect(boxes()).toHaveLength(16);
    expect(groupSizes(container)).toEqual([6, 5, 2, 3]);
    expect([...container.querySelectorAll('[data-separator]')].map((s) => s.textContent)).toEqual(['.', '.', '.']);
    expect(boxes()[0]!.getAttribute('aria-label')).toBe('Character 1 of 16');
    expect(document.getElementById('field-format')!.textContent).toContain('XXXXXX.XXXXX.XX.XXX');
  });

  it('upper-cases what is typed and moves on', () => {
    const host = renderWidget(GiinWidget, i18n, { question });
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(host.last()).toBe('A');
    expect(boxes()[0]!.value).toBe('A');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '-' } });
    expect(host.last()).toBe('A');
  });

  it('paste fills every box, dropping the dots and upper-casing', () => {
    const host = renderWidget(GiinWidget, i18n, { question });
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => '98q96b.00000.le.250' } });
    expect(host.last()).toBe('98Q96B00000LE250');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('98Q96B00000LE250');
  });

  it('Backspace on an empty box moves back and clears it', () => {
    const host = renderWidget(GiinWidget, i18n, { question, value: 'ABCDEF1' });
    fireEvent.keyDown(boxes()[7]!, { key: 'Backspace' });
    expect(host.last()).toBe('ABCDEF');
    expect(document.activeElement).toBe(boxes()[6]);
  });
});

describe('GiinWidget, 15-box variant and T- field', () => {
  it('the 15-box variant (props.length 15) groups 9.2.4', () => {
    const { container } = renderWidget(GiinWidget, i18n, { question: { widget: 'giin', props: { length: 15 } } });
    expect(boxes()).toHaveLength(15);
    expect(groupSizes(container)).toEqual([9, 2, 4]);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456789ab1234' } });
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('123456789AB1234');
  });

  it('the T- field shows the prefix and takes 8 digits only', () => {
    const { container, ...host } = renderWidget(GiinWidget, i18n, {
      question: { widget: 'giin', props: { giinLayout: 't8' } },
    });
    expect(boxes()).toHaveLength(8);
    expect(shown(container)).toMatch(/^T-/);
    expect(boxes()[0]!.getAttribute('inputmode')).toBe('numeric');
    expect(boxes()[0]!.getAttribute('aria-label')).toBe('Digit 1 of 8');
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    expect(host.changes).toEqual([]);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => 'T-12345678' } });
    expect(host.last()).toBe('12345678');
  });
});
