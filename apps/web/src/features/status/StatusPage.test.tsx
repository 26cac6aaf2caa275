import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { english } from '../../testing/catalogues';
import { retryTarget, StatusPage } from './StatusPage';

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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(entry: string | { pathname: string; search: string; state: unknown }) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <StatusPage kind="unavailable" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('/unavailable tells its cause apart (issue 37, ADR 046)', () => {
  it('a temporary outage (502, 503) says so and offers "Try again", back where the customer was', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open({ pathname: '/unavailable', search: '?cause=outage', state: { from: '/forms/w9_2024/7' } });
    screen.getByRole('heading', { level: 1, name: 'Temporarily unavailable' });
    screen.getByText(/temporary problem on our side, not with your access/);
    expect(screen.queryByText(/has not yet been activated/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(assign).toHaveBeenCalledWith('/forms/w9_2024/7');
  });

  it('"not activated" stays for its own cause (429), with the spec\'s text', () => {
    open('/unavailable');
    screen.getByRole('heading', { level: 1, name: 'Platform access not activated' });
    screen.getByText(
      'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('"Try again" goes only to a path of this app, else home', () => {
    expect(retryTarget({ from: '/form-selection?x=1' })).toBe('/form-selection?x=1');
    expect(retryTarget({ from: '//evil.example/' })).toBe('/');
    expect(retryTarget({ from: 'https://evil.example/' })).toBe('/');
    expect(retryTarget(null)).toBe('/');
  });
});
