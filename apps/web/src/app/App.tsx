import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
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
  Router = BrowserRouter,
}: {
  runtimeConfig: RuntimeConfig;
  api: Api;
  i18n: I18n;
  queryClient: QueryClient;
  connection: Connection;
  /** The browser's router; the build's prerender passes a StaticRouter at the page's path (ADR 095). */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <RuntimeConfigProvider value={runtimeConfig}>
        <ConnectionProvider connection={connection}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider api={api}>
              <I18nextProvider i18n={i18n}>
                <CrashBoundary>
                  <Router>
                    <BootGate i18n={i18n}>
                      <NotificationsProvider>
                        <SelectedAccountProvider>
                          <AppRoutes />
                        </SelectedAccountProvider>
                      </NotificationsProvider>
                    </BootGate>
                  </Router>
                </CrashBoundary>
              </I18nextProvider>
            </ApiProvider>
          </QueryClientProvider>
        </ConnectionProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
