import type { QueryClient } from '@tanstack/react-query';
import type { PreloadSchema } from '@taxcert/contracts';
import type { z } from 'zod';
import { queryKeys, type Api } from './api';
import { COOKIES, readCookie } from '../session/cookies';
import { toFailure } from '../failures/failure';
import { fetchCatalogue, setMessageOverrides, withMessageOverrides } from '../i18n/language';
import { DEFAULT_LOCALE, mapLocale } from '../i18n/locale';

type Preload = z.infer<typeof PreloadSchema>;

/**
 * BootGate's query: the start-up catalogue applied to i18n (its value: the locale). One key, never the locale
 * (BootGate says why); a page rendered at build time seeds it (app/prerender/seed.ts).
 */
export const BOOT_LANGUAGE_KEY = ['boot-language-applied'] as const;

/**
 * The start-up calls (app-shell.md §4, §7), all sent at once as soon as app-config.json has named the API
 * host (a flat start-up instead of a chain): config/preload.json, the language catalogue, the
 * online configuration and the auth state. The catalogue does not wait for the preload: it is asked for in
 * the locale cookie's language, else the default one, and only asked for again in the preload's default
 * language when the preload names another (an institution's setting, rare). Settles once all have answered.
 */
export function startUp(api: Api, queryClient: QueryClient): Promise<void> {
  const tsr = api.initQueryClient(queryClient);
  // Settled (a prefetch never rejects) once every answer is in the cache, failed or not: a form's preload waits for it.
  return Promise.all([
    queryClient.prefetchQuery(preloadQuery(api)),
    queryClient.prefetchQuery(bootCatalogueQuery(api, queryClient)),
    tsr.config.get.prefetchQuery({ queryKey: queryKeys.config }),
    tsr.auth.state.prefetchQuery({ queryKey: queryKeys.authState }),
  ]).then(() => undefined);
}

/** What a page load has once its start-up calls are out (main.tsx): the API client, the query client, and the calls. */
export interface Booted {
  api: Api;
  queryClient: QueryClient;
  /** Settles once every start-up call has answered ({@link startUp}). */
  calls: Promise<void>;
}

/** GET config/preload.json: a 404 is the normal start; any other failure is only logged (app-shell.md §7). Never fails. */
export function preloadQuery(api: Api) {
  return {
    queryKey: queryKeys.preload,
    queryFn: async (): Promise<Preload | null> => {
      try {
        const response = await api.config.preload.query();
        if (response.status === 200) return response.body;
        if (response.status !== 404) {
          // eslint-disable-next-line no-console -- app-shell.md §7: other preload failures are logged only
          console.warn(`config/preload.json answered ${response.status}`);
        }
      } catch (error) {
        // eslint-disable-next-line no-console -- app-shell.md §7: other preload failures are logged only
        console.warn('config/preload.json failed', error);
      }
      return null;
    },
    staleTime: Infinity,
  } as const;
}

/**
 * The start-up catalogue: GET language/{locale} in the locale cookie's language, else the preload's default,
 * else en; an unknown or failing locale falls back to en, a network error fails (→ /no-internet). The
 * preload's message overrides go over it.
 */
export function bootCatalogueQuery(api: Api, queryClient: QueryClient) {
  return {
    queryKey: queryKeys.bootCatalogue,
    queryFn: async () => {
      const cookie = readCookie(COOKIES.locale);
      const guess = mapLocale(cookie ?? DEFAULT_LOCALE);
      // Sent now, beside the preload; kept as a value so that a failure is only seen if it is used.
      const early = fetchCatalogue(api, guess).then(
        (loaded) => ({ loaded }),
        (error: unknown) => ({ error }),
      );
      const preload = await queryClient.fetchQuery(preloadQuery(api));
      setMessageOverrides(preload);
      const wanted = mapLocale(cookie ?? preload?.defaultLocale ?? DEFAULT_LOCALE);
      let loaded;
      try {
        if (wanted !== guess) loaded = await fetchCatalogue(api, wanted);
        else {
          const first = await early;
          if ('error' in first) throw first.error;
          loaded = first.loaded;
        }
      } catch (error) {
        if (toFailure(error).kind === 'network' || wanted === DEFAULT_LOCALE) throw error;
        loaded = await fetchCatalogue(api, DEFAULT_LOCALE);
      }
      return { locale: loaded.locale, messages: withMessageOverrides(loaded.locale, loaded.messages) };
    },
    staleTime: Infinity,
  } as const;
}
