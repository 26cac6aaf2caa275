import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { useApi } from '../lib/api/api';
import { useReactionsOnFailure } from '../lib/failures/late-reactions';
import { applyCatalogue } from '../lib/i18n/i18n';
import { BOOT_LANGUAGE_KEY, bootCatalogueQuery } from '../lib/api/start-up';
import statusCard from '../components/ui/status-card.module.css';
import buttons from '../components/ui/button.module.css';
import layout from '../components/ui/layout.module.css';

/**
 * Start-up before anything with words renders (app-shell.md §4, §7): the start-up catalogue (lib/api/start-up.ts:
 * config/preload.json and GET language/{locale}, sent at once with the configuration and the auth state),
 * applied before the app renders; a network error goes to /no-internet (in the app's own static texts).
 */
export function BootGate({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // One key, never the locale: a later language change (the locale cookie) must not start the boot again, which
  // would unmount the app and lose its state — the selected account, an open dialog (ADR 024).
  const catalogue = useQuery({
    queryKey: BOOT_LANGUAGE_KEY,
    queryFn: async () => {
      const loaded = await queryClient.fetchQuery(bootCatalogueQuery(api, queryClient));
      await applyCatalogue(i18n, loaded.locale, loaded.messages);
      return loaded.locale;
    },
    staleTime: Infinity,
  });

  // Outside the router's providers: the reaction is looked up here and its redirect performed here, once the
  // reactions table has arrived (it loads on the first failure, ADR 075; meanwhile the loading state shows).
  const reactions = useReactionsOnFailure(catalogue.isError);
  const reaction = catalogue.isError && reactions ? reactions.reactTo(catalogue.error, { in: 'language' }, t) : null;
  const redirectTo = reaction?.do === 'redirect' ? reaction.to : null;
  const offline = redirectTo !== null;
  useEffect(() => {
    if (redirectTo && pathname !== redirectTo) void navigate(redirectTo, { replace: true });
  }, [redirectTo, pathname, navigate]);

  // The first screen's render — the shell and the route, the largest of a first load — is a deferred one: React
  // renders it in slices that give the main thread back every few milliseconds, not in one long task, while the
  // loading state stays on screen until it is ready to commit (ADR 105). A failure's page is shown at once.
  const applied = useDeferredValue(catalogue.isSuccess);
  if (applied || offline) return children;
  if (catalogue.isError && reaction) {
    return (
      <main className={`${layout.main} ${layout.mainBoot}`} id="main">
        <div className={`${statusCard.statusCard} ${statusCard.statusCardError}`} role="alert">
          <p>{reaction.do === 'error-view' ? reaction.text : t('app.startupError')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void catalogue.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className={`${layout.main} ${layout.mainBoot}`} id="main">
      <LoadingState label={t('app.loading')} />
    </main>
  );
}
