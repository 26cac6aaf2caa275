import type { Brand } from '@taxcert/contracts';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { createApi } from '../../lib/api/api';
import { Connection } from '../../lib/api/connection';
import { createQueryClient } from '../../lib/api/query-client';
import { applyBrandColors, shownBrand } from '../../lib/config/brand';
import type { RuntimeConfig } from '../../lib/config/runtime-config';
import { createI18n } from '../../lib/i18n/i18n';
import { setMessageOverrides, withMessageOverrides } from '../../lib/i18n/language';
import { mapLocale } from '../../lib/i18n/locale';
import { paths } from '../../lib/navigation/paths';
import { seedQueryClient } from './hydrate';
import type { PrerenderSeed } from './seed';

/**
 * The build's server entry (ADR 095): renders a public page as the browser's first render of it would be, once the
 * start-up answers are in — the same providers (App), under react-router's StaticRouter at the page's path, with
 * the query client and i18n seeded as main.tsx seeds them from the page. `prerender` (react-dom/static) waits for
 * the route's lazy chunk, so the markup holds the screen, not its loading state.
 */

/**
 * The pages a link can land on that read nothing but the start-up answers, with their route's module (the build's
 * manifest names its chunk and styles, which the page links, so it is laid out as the app lays it out): sign-in and the status pages whose
 * markup does not depend on the run-time configuration, the address's query or the browser's storage. Not here:
 * /sessiontimeout (its login link names app-config.json's API host; it says whether answers are kept in this
 * browser), /server (`?code=`), /unavailable (`?outage`), and not-found (the host cannot tell an unknown path).
 */
export const PRERENDERED_PAGES: readonly { path: string; module: string }[] = [
  { path: paths.authentaLink(), module: 'src/app/routes/authentalink.tsx' },
  ...(['loggedout', 'unauthorized', 'unlicensed', 'unsupported', 'alreadyloggedin', 'no-internet'] as const).map(
    (kind) => ({ path: paths.status(kind), module: 'src/app/routes/status.tsx' }),
  ),
];

/** The start-up answers of a visitor who is not signed in, as the API (or a deployment's files) gives them. */
export interface StartUpAnswers {
  /** GET config/preload.json, null for its 404. */
  preload: { messages?: Record<string, string>; localizedMessages?: Record<string, Record<string, string>> } | null;
  /** GET language/{locale}. */
  catalogue: { locale: string; messages: Record<string, string> };
  config: { brand?: Brand };
  authState: unknown;
  languages: unknown;
}

export { parseRuntimeConfig } from '../../lib/config/runtime-config';
export { seedScript } from './seed';

export interface RenderedPage {
  /** The markup inside #root. */
  markup: string;
  /** `html[style]`: the brand's colour tokens AppShell sets on the document (empty for the app's own colours). */
  htmlStyle: string;
  seed: PrerenderSeed;
  /** The title AppShell gives the page. */
  title: string;
}

/**
 * The configuration as a public page's seed holds it: without what only the form screen reads (the valid chapter 3/4
 * status pairs and the supporting document types, ~77 of its ~97 KB). The page renders with the same object it
 * carries, and the configuration the start-up asks for replaces it before any form can open (a form needs a sign-in,
 * which asks for the configuration again).
 */
const firstScreensConfig = (config: StartUpAnswers['config']) => ({
  ...config,
  validCh3Ch4Combinations: {},
  supportingDocumentTypes: [],
});

async function toText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * One page in one language: `ownMessages` are the app's static texts of the locale (dist/locales/<locale>.json),
 * under the catalogue and the preload's overrides, as the browser's start-up merges them (lib/i18n/language.ts).
 */
export async function renderPage(input: {
  path: string;
  answers: StartUpAnswers;
  ownMessages: Record<string, string>;
  runtimeConfig: RuntimeConfig;
}): Promise<RenderedPage> {
  const { answers } = input;
  const locale = mapLocale(answers.catalogue.locale);
  setMessageOverrides(answers.preload);
  const messages = withMessageOverrides(locale, { ...input.ownMessages, ...answers.catalogue.messages });
  const i18n = await createI18n(locale, messages);
  // The words the page uses, and only those, go into its seed.
  const used = new Set<string>();
  const translate = i18n.t.bind(i18n) as unknown as (key: string | string[], ...rest: unknown[]) => string;
  // react-i18next's `t` calls the instance's `t` (i18next getFixedT): each key asked for is noted on the way.
  const noting = (key: string | string[], ...rest: unknown[]) => {
    for (const name of [key].flat()) used.add(String(name));
    return translate(key, ...rest);
  };
  i18n.t = noting as unknown as typeof i18n.t;

  const seed: Omit<PrerenderSeed, 'messages'> = {
    locale,
    preload: answers.preload,
    config: firstScreensConfig(answers.config),
    authState: answers.authState,
    languages: answers.languages,
  };
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, { ...seed, messages: {} });
  const connection = new Connection();
  const api = createApi(input.runtimeConfig.apiHost, () => locale, connection);
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={input.path}>{children}</StaticRouter>;
  }
  const { prelude } = await prerender(
    <App
      runtimeConfig={input.runtimeConfig}
      api={api}
      i18n={i18n}
      queryClient={queryClient}
      connection={connection}
      Router={Router}
    />,
  );
  const markup = await toText(prelude);
  queryClient.clear();
  const all = i18n.getResourceBundle(locale, 'translation') as Record<string, string>;
  // The app's own texts too (what shows before the catalogue: the cookie banner, the loading state, …), so nothing
  // the app adds once it runs falls back to the bundled English.
  const keys = new Set([...used, ...Object.keys(input.ownMessages)]);
  const usedMessages = Object.fromEntries([...keys].filter((key) => key in all).map((key) => [key, all[key]!]));
  // The tokens applyBrandColors sets on the document, read off a stand-in for its style.
  const tokens: string[] = [];
  const style = {
    setProperty: (name: string, value: string) => tokens.push(`${name}: ${value}`),
    removeProperty: () => '',
  };
  applyBrandColors(shownBrand(answers.config.brand).colors, { style } as unknown as HTMLElement);
  return {
    markup,
    htmlStyle: tokens.join('; '),
    seed: { ...seed, messages: usedMessages },
    title: `${translate('header.home')} · ${shownBrand(answers.config.brand).institutionName}`,
  };
}
