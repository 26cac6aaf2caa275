import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { QuestionDef } from '@taxcert/engine';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../testing/catalogues';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';
import { SelectWidget } from './SelectWidget';

/**
 * Help choosing a W-8BEN-E's chapter 4 status: the finder's plain questions lead a German GmbH to
 * "Active NFFE", a fund to the registered FFI statuses and a family holding company to "Passive NFFE", each with its
 * explanation and a button that chooses it; the select keeps the full list. Real definition, real English texts.
 */
let i18n: I18n;
let ch4: QuestionDef;
let ch3: QuestionDef;
let lob: QuestionDef;
beforeAll(async () => {
  i18n = await widgetI18n(english);
  const definition = (await loadDefinition('w8bene_2021'))!;
  const questions = definition.blocks.flatMap((block) => block.questions);
  ch4 = questions.find((q) => q.id === 'ch4Status')!;
  ch3 = questions.find((q) => q.id === 'ch3Status')!;
  lob = questions.find((q) => q.id === 'limitationOnBenefit')!;
});
afterEach(cleanup);

const finder = () => screen.getByText('Not sure which status? Answer a few questions');
const answer = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const choices = () =>
  screen.queryAllByRole('button', { name: /^Choose / }).map((button) => button.textContent?.replace(/^Choose /, ''));

describe('the chapter 4 status finder', () => {
  it('walks a German GmbH that trades to Active NFFE and chooses it in the select', () => {
    const { changes } = renderWidget(SelectWidget, i18n, { question: ch4 });
    fireEvent.click(finder());
    answer(/^Another company, partnership, trust or organisation/);
    answer(/^None of these/);
    expect(choices()).toEqual([]);
    answer(/^Yes: it mostly trades/);
    expect(choices()).toEqual(['Active NFFE']);
    expect(screen.getByText(/whose income and assets are mostly not passive/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Active NFFE' }));
    expect(changes).toEqual(['ActiveNffe']);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('ActiveNffe');
    // The finder closes; the chosen status's explanation stays under the select.
    expect(finder().closest('details')?.open).toBe(false);
    const outside = screen.getAllByText(/mostly not passive/).filter((text) => !text.closest('details'));
    expect(outside.map((text) => text.tagName)).toEqual(['P']);
  });

  it('walks a fund registered with the IRS to the registered FFI statuses', () => {
    renderWidget(SelectWidget, i18n, { question: ch4 });
    fireEvent.click(finder());
    answer(/^A financial institution/);
    answer(/^Yes, it has its own GIIN/);
    expect(choices()).toContain('Participating FFI');
    expect(choices()).toContain('Reporting Model 1 FFI');
    expect(choices()).not.toContain('Passive NFFE');
  });

  it('walks a family holding company to Passive NFFE, and a changed answer drops the later ones', () => {
    renderWidget(SelectWidget, i18n, { question: ch4 });
    fireEvent.click(finder());
    answer(/^Another company, partnership, trust or organisation/);
    answer(/^None of these/);
    answer(/^No: it mainly holds investments/);
    expect(choices()[0]).toBe('Passive NFFE');
    answer(/^A financial institution/);
    expect(choices()).toEqual([]);
    expect(screen.queryByRole('radio', { name: /^No: it mainly holds investments/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^A financial institution/ }).checked).toBe(false);
  });

  it('narrows to the statuses the form offers for the answers, and says so when none fits', () => {
    renderWidget(SelectWidget, i18n, {
      question: ch4,
      state: { visible: true, disabled: false, required: true, valid: true, errors: [], options: ['ActiveNffe'] },
    });
    fireEvent.click(finder());
    answer(/^A government, central bank/);
    expect(screen.getByText(/None of the statuses this form offers fits these answers/)).toBeTruthy();
  });
});

describe('explanations of the options', () => {
  it('lists what each chapter 3 box and each limitation-on-benefits provision means', () => {
    renderWidget(SelectWidget, i18n, { question: ch3 });
    fireEvent.click(screen.getByText('What do these options mean?'));
    const term = screen.getByText('Corporation', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toMatch(/owned by shareholders/);
    cleanup();
    renderWidget(SelectWidget, i18n, { question: lob });
    expect(screen.getByText(/mostly owned by publicly traded companies of the treaty country/)).toBeTruthy();
  });

  it('shows no help on a disabled select but the chosen option’s explanation', () => {
    renderWidget(SelectWidget, i18n, { question: ch3, value: 'Corporation', disabled: true });
    expect(screen.getByText(/owned by shareholders/)).toBeTruthy();
    expect(screen.queryByText('What do these options mean?')).toBeNull();
  });
});
