import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DisplayMode } from './display-mode';
import { ResultsColumn } from './ResultsColumn';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { translation: { 'renderer.results.hide': 'Hide the results', 'renderer.results.show': 'Show the results' } },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function Column({ mode, hasResult = true, checks = 1 }: { mode: DisplayMode; hasResult?: boolean; checks?: number }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ResultsColumn mode={mode} hasResult={hasResult} checks={checks}>
        <p>No problems found.</p>
      </ResultsColumn>
    </I18nextProvider>
  );
}

describe('ResultsColumn', () => {
  it('Stacked: the panel as it is, a side column (no toggle)', () => {
    render(<Column mode="Stacked" />);
    expect(screen.getByText('No problems found.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Irs: collapses and expands under its toggle, and a new Check opens it again', () => {
    const { rerender } = render(<Column mode="Irs" checks={1} />);
    const hide = screen.getByRole('button', { name: 'Hide the results' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Show the results' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('No problems found.').closest('[hidden]')).not.toBeNull();
    rerender(<Column mode="Irs" checks={2} />);
    expect(screen.getByRole('button', { name: 'Hide the results' })).toBeTruthy();
    expect(screen.getByText('No problems found.').closest('[hidden]')).toBeNull();
  });

  it('Irs: nothing to collapse before the first result', () => {
    render(<Column mode="Irs" hasResult={false} checks={0} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
