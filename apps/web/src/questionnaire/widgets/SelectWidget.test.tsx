import { cleanup, screen } from '@testing-library/react';
import type { QuestionState } from '@taxcert/engine';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';
import { SelectWidget } from './SelectWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n({
    'form.selectPlaceholder': 'Select…',
    'lob.government': 'Government',
    'lob.taxExempt': 'Tax-exempt pension trust or pension fund',
    'lob.other': 'Other',
  });
});
afterEach(cleanup);

const shownOptions = () => screen.getAllByRole<HTMLOptionElement>('option').map((o) => [o.value, o.textContent]);
const state = (options?: string[]): QuestionState => ({
  visible: true,
  disabled: false,
  required: true,
  valid: true,
  errors: [],
  ...(options ? { options } : {}),
});

describe('SelectWidget', () => {
  const lob = {
    widget: 'select' as const,
    props: { options: ['government', 'taxExempt', 'other'].map((value) => ({ value, label: `lob.${value}` })) },
  };

  it("shows the definition's options, translated, when the engine narrows nothing", () => {
    renderWidget(SelectWidget, i18n, { question: lob, state: state() });
    expect(shownOptions()).toEqual([
      ['', 'Select…'],
      ['government', 'Government'],
      ['taxExempt', 'Tax-exempt pension trust or pension fund'],
      ['other', 'Other'],
    ]);
  });

  it('shows only those the engine offers for the answers (the LOB provisions of the treaty country)', () => {
    renderWidget(SelectWidget, i18n, { question: lob, state: state(['government', 'other']) });
    expect(shownOptions()).toEqual([
      ['', 'Select…'],
      ['government', 'Government'],
      ['other', 'Other'],
    ]);
  });

  it("offers the engine's values as they are when the question has no options of its own (line 10's articles)", () => {
    renderWidget(SelectWidget, i18n, {
      question: { widget: 'select' },
      state: state(['10(2)(b)', '10(2)(a)', 'Article 21 Other income']),
    });
    expect(shownOptions()).toEqual([
      ['', 'Select…'],
      ['10(2)(b)', '10(2)(b)'],
      ['10(2)(a)', '10(2)(a)'],
      ['Article 21 Other income', 'Article 21 Other income'],
    ]);
  });

  it('offers only the placeholder when neither the definition nor the engine gives options', () => {
    renderWidget(SelectWidget, i18n, { question: { widget: 'select' }, state: state() });
    expect(shownOptions()).toEqual([['', 'Select…']]);
  });
});
