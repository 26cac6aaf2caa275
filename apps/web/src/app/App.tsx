import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoadingState } from '../components/ui/LoadingState';
import { ApiProvider, queryKeys, useApi, type Api } from '../lib/api';
import { HttpResponseError } from '../lib/http-errors';
import { applyCatalogue, DEFAULT_LOCALE } from '../lib/i18n';
import { NotificationsProvider } from '../lib/notifications';
import { RuntimeConfigProvider, type RuntimeConfig } from '../lib/runtime-config';
import { SelectedAccountProvider } from '../lib/selected-account';
import { Router } from './router';

/** Loads the server's message catalogue before anything with words renders (GET /api/language/{locale}). */
function LanguageGate({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const api = useApi();
  const { t } = useTranslation();
  const locale = DEFAULT_LOCALE;
  const catalogue = useQuery({
    queryKey: queryKeys.language(locale),
    queryFn: async () => {
      const response = await api.language.get.query({ params: { code: locale } });
      if (response.status !== 200) throw new HttpResponseError(response);
      await applyCatalogue(i18n, response.body.locale, response.body.messages);
      return response.body.locale;
    },
    staleTime: Infinity,
  });
  if (catalogue.isPending) {
    return (
      <main className="main main--boot" id="main">
        <LoadingState label={t('app.loading')} />
      </main>
    );
  }
  if (catalogue.isError) {
    return (
      <main className="main main--boot" id="main">
        <div className="status-card status-card--error" role="alert">
          <p>{t('app.startupError')}</p>
          <button type="button" className="button button--secondary" onClick={() => void catalogue.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  return children;
}

export function App({ runtimeConfig, api, i18n, queryClient }: {
  runtimeConfig: RuntimeConfig;
  api: Api;
  i18n: I18n;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <RuntimeConfigProvider value={runtimeConfig}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider api={api}>
            <I18nextProvider i18n={i18n}>
              <LanguageGate i18n={i18n}>
                <NotificationsProvider>
                  <SelectedAccountProvider>
                    <Router />
                  </SelectedAccountProvider>
                </NotificationsProvider>
              </LanguageGate>
            </I18nextProvider>
          </ApiProvider>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
