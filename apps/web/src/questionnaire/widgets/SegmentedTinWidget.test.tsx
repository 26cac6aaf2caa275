import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TinMatchContext } from './contexts';
import { SegmentedTinWidget } from './SegmentedTinWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('');
const question = { widget: 'tin' as const, props: { length: 9, tinTypeFrom: 'tinType' } };

describe('SegmentedTinWidget', () => {
  it('is one labelled group of 9 numeric boxes, SSN 3-2-4', () => {
    const { container } = renderWidget(SegmentedTinWidget, i18n, { question });
    const group = screen.getByRole('group', { name: 'Question label' });
    expect(group).toBeTruthy();
    expect(boxes()).toHaveLength(9);
    expect(boxes()[0]!.getAttribute('aria-label')).toBe('Digit 1 of 9');
    expect(boxes()[8]!.getAttribute('aria-label')).toBe('Digit 9 of 9');
    for (const box of boxes()) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('autocomplete')).toBe('off');
    }
    expect([...container.querySelectorAll('[data-boxes-group]')].map((g) => g.children.length)).toEqual([3, 2, 4]);
    expect(group.getAttribute('aria-describedby')).toContain('field-format');
    expect(document.getElementById('field-format')!.textContent).toMatch(/3, 2 and 4/);
    expect(boxes()[0]!.id).toBe('field');
  });

  it('groups an EIN 2-7 when the TIN type answer is Ein', () => {
    const { container } = renderWidget(SegmentedTinWidget, i18n, { question, blockAnswers: { tinType: 'Ein' } });
    expect([...container.querySelectorAll('[data-boxes-group]')].map((g) => g.children.length)).toEqual([2, 7]);
  });

  it('typing a digit fills the box and moves to the next; other characters are refused', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question });
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    expect(host.last()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'a' } });
    expect(boxes()[1]!.value).toBe('');
    expect(host.last()).toBe('1');
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(host.last()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('paste fills every box, dropping non-digits', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question });
    fireEvent.paste(boxes()[4]!, { clipboardData: { getData: () => '123-45-6789' } });
    expect(values()).toBe('123456789');
    expect(host.last()).toBe('123456789');
    expect(document.activeElement).toBe(boxes()[8]);
  });

  it('a short paste continues from the box it lands in', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question, value: '12' });
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '3 4' } });
    expect(host.last()).toBe('1234');
  });

  it('Backspace clears a filled box, and on an empty box moves back and clears that one', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question, value: '123' });
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(host.last()).toBe('12');
    expect(boxes()[2]!.value).toBe('');
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(host.last()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes()[1]!.value).toBe('');
  });

  it('a box cleared in the middle keeps the others in place', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question, value: '123456789' });
    fireEvent.keyDown(boxes()[4]!, { key: 'Backspace' });
    expect(host.last()).toBe('12346789');
    expect(boxes()[5]!.value).toBe('6');
    fireEvent.change(boxes()[4]!, { target: { value: '0' } });
    expect(host.last()).toBe('123406789');
  });

  it('arrow keys, Home and End move between boxes', () => {
    renderWidget(SegmentedTinWidget, i18n, { question });
    boxes()[0]!.focus();
    fireEvent.keyDown(boxes()[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[0]);
    fireEvent.keyDown(boxes()[0]!, { key: 'End' });
    expect(document.activeElement).toBe(boxes()[8]);
    fireEvent.keyDown(boxes()[8]!, { key: 'Home' });
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('follows a value set from outside (reset, pre-fill)', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question, value: '111' });
    act(() => host.setValue('987654321'));
    expect(values()).toBe('987654321');
    act(() => host.setValue(''));
    expect(values()).toBe('');
  });

  it('calls onBlur once focus leaves the group, not between boxes', () => {
    const host = renderWidget(SegmentedTinWidget, i18n, { question });
    fireEvent.blur(boxes()[0]!, { relatedTarget: boxes()[1] });
    expect(host.blurs).toBe(0);
    fireEvent.blur(boxes()[1]!, { relatedTarget: null });
    expect(host.blurs).toBe(1);
  });

  it('shows the green matched message when tinMatched is true', () => {
    renderWidget(SegmentedTinWidget, i18n, {
      question,
      value: '123456780',
      wrap: (children) => <TinMatchContext.Provider value={{ tinMatched: true }}>{children}</TinMatchContext.Provider>,
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('This taxpayer identification number matches the IRS records.');
    expect(status.dataset.tone).toBe('success');
  });

  it('shows the red not-matched message when tinMatched is false, and marks the boxes invalid', () => {
    renderWidget(SegmentedTinWidget, i18n, {
      question,
      value: '123456780',
      wrap: (children) => (
        <TinMatchContext.Provider value={{ tinMatched: false, field: 'block.q' }}>{children}</TinMatchContext.Provider>
      ),
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/do not match the IRS records/);
    expect(status.dataset.tone).toBe('error');
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain('field-match');
  });

  it('shows no match message for an incomplete TIN, another field, or no result', () => {
    const wrap = (tinMatched: boolean | null, field?: string) => (children: React.ReactNode) => (
      <TinMatchContext.Provider value={{ tinMatched, field }}>{children}</TinMatchContext.Provider>
    );
    renderWidget(SegmentedTinWidget, i18n, { question, value: '1234', wrap: wrap(false) });
    expect(screen.getByRole('status').textContent).toBe('');
    cleanup();
    renderWidget(SegmentedTinWidget, i18n, { question, value: '123456780', wrap: wrap(false, 'other.tin') });
    expect(screen.getByRole('status').textContent).toBe('');
    cleanup();
    renderWidget(SegmentedTinWidget, i18n, { question, value: '123456780', wrap: wrap(null) });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('disables every box when disabled (TIN applied for)', () => {
    renderWidget(SegmentedTinWidget, i18n, { question, disabled: true });
    expect(boxes().every((box) => box.disabled)).toBe(true);
  });
});
