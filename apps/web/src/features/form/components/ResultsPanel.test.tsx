import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { english } from '../../../testing/catalogues';
import type { ClassifiedResult } from '../logic/results';
import { ResultsPanel } from './ResultsPanel';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const ssn = {
  code: 'E-USTIN-TIN-SSN',
  codeDescription: english['questionnaire.usTin.tin.ssnErrorMessage'] ?? '',
  field: 'usTin.tin',
};
const scripted = { code: 'E-SCRIPTED', codeDescription: 'Call us about this account.' };

function panel(
  onGoTo = vi.fn(),
  result: ClassifiedResult = { rejections: [ssn, scripted], warnings: [], recommendations: [] },
) {
  render(
    <I18nextProvider i18n={i18n}>
      <ResultsPanel
        forms={[
          {
            formType: 'w9_2024',
            title: 'Form W-9',
            result,
            labelOf: () => 'Social security number',
          },
        ]}
        stale={false}
        noRejectionsKey="results.noRejections"
        readFirstKey="results.readFirst"
        onGoTo={onGoTo}
      />
    </I18nextProvider>,
  );
  return onGoTo;
}

describe('ResultsPanel findings', () => {
  it('shows each rejection as the sentence first, then "Fix this" naming the question, the code secondary', () => {
    panel();
    const [first, second] = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem');
    expect(first?.firstElementChild?.textContent).toBe(ssn.codeDescription);
    const fix = within(first!).getByRole('link', { name: /^Fix this ?: Social security number$/ });
    expect(fix.getAttribute('href')).toBe('#q-usTin-tin');
    // The spec's "code - message" stays available to assistive technology (the link's description) and support.
    const described = document.getElementById(fix.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(`E-USTIN-TIN-SSN - ${ssn.codeDescription}`);
    // A finding without a field: its sentence and code, no link.
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second?.textContent).toContain('E-SCRIPTED');
  });

  it('"Fix this" goes to the field', () => {
    const onGoTo = panel();
    fireEvent.click(screen.getByRole('link', { name: /^Fix this/ }));
    expect(onGoTo).toHaveBeenCalledWith('w9_2024', 'q-usTin-tin');
  });

  it('tells what to do, not the rule: the SSN message names no ITIN digit ranges', () => {
    expect(ssn.codeDescription).not.toMatch(/50–65|middle digits/);
  });
});

describe('ResultsPanel summary (honest results)', () => {
  const mismatch = {
    code: 'WRN-TIN-MATCH-3',
    codeDescription: 'The name and taxpayer identification number do not match IRS records.',
    field: 'usTin.tin',
  };

  it('says "No problems found" only when there is nothing to read', () => {
    panel(vi.fn(), { rejections: [], warnings: [], recommendations: [] });
    expect(screen.getByText(english['results.noRejections'] ?? '')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Warnings/ })).toBeNull();
  });

  it('with a warning: no "No problems found"; the warning under its own heading, saying signing is still possible', () => {
    panel(vi.fn(), { rejections: [], warnings: [mismatch], recommendations: [] });
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results.textContent).not.toContain('No problems found');
    expect(within(results).getByText(english['results.readFirst'] ?? '')).toBeTruthy();
    const heading = within(results).getByRole('heading', { level: 3, name: 'Warnings (1)' });
    expect(heading.nextElementSibling?.textContent).toBe(english['results.warningsNote']);
    expect(english['results.warningsNote']).toMatch(/do not stop you from signing/);
    expect(within(results).getByText(mismatch.codeDescription)).toBeTruthy();
  });

  it('with a recommendation alone: no "No problems found" either', () => {
    panel(vi.fn(), {
      rejections: [],
      warnings: [],
      recommendations: [{ code: 'REC-W8BEN', codeDescription: 'Consider the W-8BEN.' }],
    });
    expect(screen.queryByText(english['results.noRejections'] ?? '')).toBeNull();
    expect(screen.getByText(english['results.readFirst'] ?? '')).toBeTruthy();
  });

  it('with rejections: neither line (the rejections say what to do)', () => {
    panel(vi.fn(), { rejections: [ssn], warnings: [mismatch], recommendations: [] });
    expect(screen.queryByText(english['results.noRejections'] ?? '')).toBeNull();
    expect(screen.queryByText(english['results.readFirst'] ?? '')).toBeNull();
  });
});
