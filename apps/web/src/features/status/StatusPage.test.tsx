import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeDraft } from '../../lib/session/drafts';
import { RuntimeConfigProvider } from '../../lib/config/runtime-config';
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
  localStorage.clear();
});

function open(
  entry: string | { pathname: string; search: string; state: unknown },
  kind: 'unavailable' | 'sessiontimeout' | 'server' = 'unavailable',
) {
  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigProvider value={{ apiHost: '', sessionTimeoutMinutes: 20, sessionWarningSeconds: 120 }}>
        <MemoryRouter initialEntries={[entry]}>
          <StatusPage kind={kind} />
        </MemoryRouter>
      </RuntimeConfigProvider>
    </I18nextProvider>,
  );
}

describe('/unavailable tells its cause apart (ADR 046)', () => {
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

describe('/sessiontimeout: the truth and a way back', () => {
  it('says the link cannot be opened again and offers "Sign in again" (the login URL)', () => {
    open('/sessiontimeout', 'sessiontimeout');
    screen.getByRole('heading', { level: 1, name: 'Your session has timed out' });
    const page = screen.getByRole('region', { name: 'Your session has timed out' });
    expect(page.textContent).not.toMatch(/open the sign-in link we sent you again/);
    screen.getByText(/A sign-in link works only once/);
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/api/auth/login');
    // Nothing kept on this device: it does not claim so.
    expect(screen.queryByText(/kept on this device/)).toBeNull();
  });

  it('says the answers are kept when this device keeps some', () => {
    // A draft saved a minute ago on a fixed clock (drafts last 7 days).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    try {
      writeDraft(
        { customerId: 1001, subject: 'form:w9_2024:7' },
        { savedAt: Date.parse('2026-11-28T11:59:00Z'), base: {}, forms: { w9_2024: {} }, retype: {} },
        '/forms/w9_2024/7',
      );
      open('/sessiontimeout', 'sessiontimeout');
      screen.getByText(/The answers you typed are kept on this device/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/server shows its error code (app-shell.md §2; moved from routes.e2e.ts, ADR 073)', () => {
  it.each([
    ['/server', 'Error code: 500'],
    ['/server?code=502', 'Error code: 502'],
    ['/server?code=-9999', 'Error code: -9999'],
    ['/server?code=abc', 'Error code: 500'],
    ['/server?code=1234567', 'Error code: 500'],
  ])('%s says "%s"', (entry, text) => {
    open(entry, 'server');
    screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    screen.getByText(text);
  });
});
