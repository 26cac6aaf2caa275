import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { queryKeys, useApi } from '../lib/api';
import { COOKIES, readCookie } from '../lib/cookies';
import { reactTo, toFailure } from '../lib/failures';
import { applyCatalogue } from '../lib/i18n';
import { fetchCatalogue, setMessageOverrides } from '../lib/language';
import { DEFAULT_LOCALE, mapLocale } from '../lib/locale';
import '../components/ui/status-card.css';

/**
 * Start-up before anything with words renders (app-shell.md §4, §7):
 * 1. GET config/preload.json — a 404 is the normal start; any other failure is only logged;
 * 2. GET language/{locale} — the locale cookie, else the preload's default, else en (an unknown
 *    locale falls back to en); a network error goes to /no-internet (in the app's own static texts).
 */
export function BootGate({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const api = useApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const preload = useQuery({
    queryKey: queryKeys.preload,
    queryFn: async () => {
      try {
        const response = await api.config.preload.query();
        if (response.status === 200) return response.body;
        if (response.status !== 404) {
          // eslint-disable-next-line no-console -- §7: other preload failures are logged only
          console.warn(`config/preload.json answered ${response.status}`);
        }
      } catch (error) {
        // eslint-disable-next-line no-console -- §7: other preload failures are logged only
        console.warn('config/preload.json failed', error);
      }
      return null;
    },
    staleTime: Infinity,
  });

  // The start-up language is read once, when the catalogue is loaded: a later change of the locale cookie (the
  // language selector's) must not start the boot again, which would unmount the app and lose its state — the
  // selected account, an open dialog (issue 21: the first Start after a language change did nothing).
  const catalogue = useQuery({
    queryKey: ['boot-language'],
    enabled: preload.isSuccess,
    queryFn: async () => {
      const wanted = mapLocale(readCookie(COOKIES.locale) ?? preload.data?.defaultLocale ?? DEFAULT_LOCALE);
      setMessageOverrides(preload.data?.messages);
      let loaded;
      try {
        loaded = await fetchCatalogue(api, wanted);
      } catch (error) {
        if (toFailure(error).kind === 'network' || wanted === DEFAULT_LOCALE) throw error;
        loaded = await fetchCatalogue(api, DEFAULT_LOCALE);
      }
      await applyCatalogue(i18n, loaded.locale, loaded.messages);
      return loaded.locale;
    },
    staleTime: Infinity,
  });

  // Outside the router's providers: the reaction is looked up here and its redirect performed here.
  const reaction = catalogue.isError ? reactTo(catalogue.error, { in: 'language' }, t) : null;
  const redirectTo = reaction?.do === 'redirect' ? reaction.to : null;
  const offline = redirectTo !== null;
  useEffect(() => {
    if (redirectTo && pathname !== redirectTo) void navigate(redirectTo, { replace: true });
  }, [redirectTo, pathname, navigate]);

  if (catalogue.isSuccess || offline) return children;
  if (catalogue.isError) {
    return (
      <main className="main main--boot" id="main">
        <div className="status-card status-card--error" role="alert">
          <p>{reaction?.do === 'error-view' ? reaction.text : t('app.startupError')}</p>
          <button type="button" className="button button--secondary" onClick={() => void catalogue.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className="main main--boot" id="main">
      <LoadingState label={t('app.loading')} />
    </main>
  );
}
