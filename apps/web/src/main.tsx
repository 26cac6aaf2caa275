import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApi } from './lib/api';
import { Connection } from './lib/connection';
import { installErrorReporting } from './lib/error-reporting';
import { createI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

/** Start-up: read app-config.json (the API host), then mount; the app loads language, config and auth state. */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const i18n = await createI18n();
  let runtimeConfig;
  try {
    runtimeConfig = await loadRuntimeConfig();
  } catch (error) {
    // eslint-disable-next-line no-console -- nothing else can report a failure this early
    console.error(error);
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
