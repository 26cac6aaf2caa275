import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, type Api } from '../lib/api/api';
import type { Connection } from '../lib/api/connection';
import { ConnectionProvider } from '../lib/api/connection-context';
import { NotificationsProvider } from '../lib/ui/notifications';
import { RuntimeConfigProvider, type RuntimeConfig } from '../lib/config/runtime-config';
import { SelectedAccountProvider } from '../lib/session/selected-account';
import { BootGate } from './BootGate';
import { CrashBoundary } from './CrashBoundary';
import { AppRoutes } from './router';

export function App({
  runtimeConfig,
  api,
  i18n,
  queryClient,
  connection,
}: {
  runtimeConfig: RuntimeConfig;
  api: Api;
  i18n: I18n;
  queryClient: QueryClient;
  connection: Connection;
}) {
  return (
    <StrictMode>
      <RuntimeConfigProvider value={runtimeConfig}>
        <ConnectionProvider connection={connection}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider api={api}>
              <I18nextProvider i18n={i18n}>
                <CrashBoundary>
                  <BrowserRouter>
                    <BootGate i18n={i18n}>
                      <NotificationsProvider>
                        <SelectedAccountProvider>
                          <AppRoutes />
                        </SelectedAccountProvider>
                      </NotificationsProvider>
                    </BootGate>
                  </BrowserRouter>
                </CrashBoundary>
              </I18nextProvider>
            </ApiProvider>
          </QueryClientProvider>
        </ConnectionProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
