import { createRoot } from 'react-dom/client';
// Global styles first: every component's own CSS (imported beside it) comes after them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
// index.html's start-up indicator and the start-up error below use these before any component renders.
import './components/ui/loading-state.css';
import './components/ui/status-card.css';
import { App } from './app/App';
import { createApi } from './lib/api';
import { Connection } from './lib/connection';
import { installErrorReporting } from './lib/error-reporting';
import { createI18n } from './lib/i18n';
import { COOKIES, readCookie } from './lib/cookies';
import { mapLocale } from './lib/locale';
import { createQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import { loadStaticMessages } from './lib/static-language';

/**
 * Start-up: read app-config.json (the API host) and the app's own texts in the remembered locale, then mount;
 * the app loads the API's language catalogue, config and auth state.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const locale = mapLocale(readCookie(COOKIES.locale));
  const [i18n, runtimeConfig] = await Promise.all([
    loadStaticMessages(locale).then((own) => createI18n(own.locale, own.messages)),
    loadRuntimeConfig().catch((error: unknown) => error instanceof Error ? error : new Error(String(error))),
  ]);
  if (runtimeConfig instanceof Error) {
    // eslint-disable-next-line no-console -- nothing else can report a failure this early
    console.error(runtimeConfig);
    container.innerHTML = '';
    const message = document.createElement('p');
    message.className = 'status-card status-card--error';
    message.setAttribute('role', 'alert');
    message.textContent = i18n.t('app.startupError');
    container.append(message);
    return;
  }
  installErrorReporting(runtimeConfig.apiHost);
  const connection = new Connection();
  const api = createApi(runtimeConfig.apiHost, () => i18n.language || 'en', connection);
  createRoot(container).render(
    <App runtimeConfig={runtimeConfig} api={api} i18n={i18n} queryClient={createQueryClient()} connection={connection} />,
  );
}

void start();
