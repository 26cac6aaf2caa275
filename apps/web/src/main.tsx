import { createRoot } from 'react-dom/client';
// The global sheet first, then the page and field primitives' modules: every component's own CSS (imported beside it)
// comes after them, so a component's rule refines a primitive's by order where their specificity ties.
import './styles/global.css';
import './components/ui/layout.module.css';
import './components/ui/field.module.css';
// index.html's start-up indicator (its one global class, .boot) and the start-up error below, before any component renders.
import './components/ui/loading-state.module.css';
import statusCard from './components/ui/status-card.module.css';
import type { i18n as I18n } from 'i18next';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import { createApi } from './lib/api/api';
import { Connection } from './lib/api/connection';
import { installErrorReporting } from './lib/failures/error-reporting';
import { createI18n } from './lib/i18n/i18n';
import { COOKIES, readCookie } from './lib/session/cookies';
import { mapLocale } from './lib/i18n/locale';
import { createQueryClient } from './lib/api/query-client';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { startUp } from './lib/api/start-up';
import { loadStaticMessages } from './lib/i18n/static-language';
import { readSeed } from './app/prerender/seed';

/**
 * Start-up (flat, not a chain): app-config.json (the API host), the app's own texts in the remembered
 * locale and the screen's chunk load at once; as soon as the API host is known, every start-up call goes out
 * together (lib/api/start-up.ts) while the app mounts.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // A page rendered at build time (ADR 095) carries the start-up answers and words it was rendered with.
  // Its hydration is a chunk of its own (the page preloads it), seeded before the start-up calls go out.
  const seed = readSeed();
  const queryClient = createQueryClient();
  const hydration = seed
    ? import('./app/prerender/hydrate').then((module) => {
        module.prepareHydration(queryClient, seed);
        return module;
      })
    : undefined;
  const locale = mapLocale(readCookie(COOKIES.locale) ?? seed?.locale);
  const connection = new Connection();
  // The calls' Accept-Language: the remembered locale until the app's i18n instance exists.
  const texts: { i18n?: I18n } = {};
  const started = Promise.all([loadRuntimeConfig(), hydration]).then(
    ([runtimeConfig]) => {
      const api = createApi(runtimeConfig.apiHost, () => texts.i18n?.language || locale, connection);
      const calls = startUp(api, queryClient);
      return { runtimeConfig, api, calls };
    },
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  // The screen's chunk beside the start-up calls; on a form's page, its data once they are out (app/router.tsx).
  preloadScreen(
    window.location.pathname,
    started.then((boot) => (boot instanceof Error ? undefined : { api: boot.api, queryClient, calls: boot.calls })),
  );
  const [ready, boot] = await Promise.all([
    seed
      ? createI18n(seed.locale, seed.messages)
      : loadStaticMessages(locale).then((own) => createI18n(own.locale, own.messages)),
    started,
  ]);
  texts.i18n = ready;
  if (boot instanceof Error) {
    // eslint-disable-next-line no-console -- nothing else can report a failure this early
    console.error(boot);
    container.innerHTML = '';
    const message = document.createElement('p');
    message.className = `${statusCard.statusCard} ${statusCard.statusCardError}`;
    message.setAttribute('role', 'alert');
    message.textContent = ready.t('app.startupError');
    container.append(message);
    return;
  }
  installErrorReporting(boot.runtimeConfig.apiHost);
  const app = (
    <App
      runtimeConfig={boot.runtimeConfig}
      api={boot.api}
      i18n={ready}
      queryClient={queryClient}
      connection={connection}
    />
  );
  const hydrating = await hydration;
  if (seed && hydrating)
    hydrating.hydratePrerendered(container, app, { seed, i18n: ready, api: boot.api, queryClient });
  else createRoot(container).render(app);
}

void start();
