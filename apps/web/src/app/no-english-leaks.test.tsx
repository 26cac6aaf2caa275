import type { Locale, OnlineConfig } from '@taxcert/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onlineConfig from '../../../../fixtures/config/online-config.json';
import { ConfirmPinScreen } from '../features/auth/ConfirmPinScreen';
import { SignInScreen } from '../features/auth/SignInScreen';
import { FormSelection } from '../features/form-selection/FormSelection';
import { Footer } from '../features/shell/Footer';
import { Header } from '../features/shell/Header';
import { StatusPage } from '../features/status/StatusPage';
import { statusPages, type StatusKind } from '../features/status/status-pages';
import { queryKeys } from '../lib/api/api';
import { SelectedAccountProvider } from '../lib/session/selected-account';
import { LOCALES } from '../testing/catalogues';
import { englishLeaks } from '../testing/english-leaks';
import { json, renderWithApp, stubFetch } from '../testing/render-app';

/**
 * No English left on a translated screen: the shell's header and footer, sign-in, the no-email
 * PIN confirmation, form selection (cards, titles from the configuration's per-locale texts) and every
 * status page, in each of the other eight languages.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'));
  stubFetch(() => json({ code: 404, message: 'no' }, 404));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const signedIn = {
  ...(onlineConfig as unknown as OnlineConfig),
  customerData: null,
  secretKey: null,
  customerEmailAddress: 'jane.doe@example.com',
  customer: {
    customerId: 1001,
    accounts: [{ id: 5001, displayName: 'Brokerage account ••4821', isCrsParticipating: true }],
  },
};
/** The shell has loaded the configuration and the auth state of a signed-in customer. */
const seedSignedIn = (client: QueryClient) => {
  client.setQueryData(queryKeys.config, { status: 200, body: signedIn, headers: new Headers() });
  client.setQueryData(queryKeys.authState, { status: 200, body: { authState: 'Authorised' }, headers: new Headers() });
};

const others = LOCALES.filter((locale) => locale !== 'en');
const statusKinds = Object.keys(statusPages) as StatusKind[];

describe.each(others)('%s', (locale: Locale) => {
  it('the header and the footer', async () => {
    await renderWithApp(
      <SelectedAccountProvider>
        <Header />
        <Footer />
      </SelectedAccountProvider>,
      '/form-selection',
      locale,
      seedSignedIn,
    );
    await screen.findByRole('banner');
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('sign-in and the no-email PIN confirmation', async () => {
    await renderWithApp(<SignInScreen />, '/signin', locale);
    expect(englishLeaks(document.body, locale)).toEqual([]);
    cleanup();
    await renderWithApp(<ConfirmPinScreen />, '/confirmPin', locale);
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  it('form selection', async () => {
    await renderWithApp(
      <SelectedAccountProvider>
        <FormSelection />
      </SelectedAccountProvider>,
      '/form-selection',
      locale,
      seedSignedIn,
    );
    await screen.findAllByRole('article');
    expect(englishLeaks(document.body, locale)).toEqual([]);
  });

  // The RC518/RC519 cards showed their English titles in Chinese.
  it("every form's and group's card title in the configuration", () => {
    const config = onlineConfig as unknown as OnlineConfig;
    const english = [...config.formTypes, ...config.formGroups]
      .filter((entry) => !entry.localized?.[locale]?.title || entry.localized[locale]?.title === entry.title)
      .map((entry) => entry.formType);
    expect(english).toEqual([]);
  });

  it('every status page', async () => {
    for (const kind of statusKinds) {
      await renderWithApp(<StatusPage kind={kind} />, '/', locale);
      expect(englishLeaks(document.body, locale), kind).toEqual([]);
      cleanup();
    }
  });
});
