import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { queryKeys, type Api } from '../../lib/api/api';
import { BOOT_LANGUAGE_KEY, bootCatalogueQuery } from '../../lib/api/start-up';
import { applyCatalogue } from '../../lib/i18n/i18n';
import { COOKIES, readCookie, writeCookie } from '../../lib/session/cookies';
import type { PrerenderSeed } from './seed';

/** A ts-rest answer as its queries hold it (components read `status` and `body`). */
const answer = (body: unknown) => ({ status: 200, body, headers: new Headers() });

/**
 * Puts the seed's answers in the query client, marked as old (updatedAt 0) so the start-up calls still go out
 * and replace them; an answer equal to the seeded one keeps its objects (react-query's structural sharing), so the
 * page does not change.
 */
export function seedQueryClient(queryClient: QueryClient, seed: PrerenderSeed): void {
  const old = { updatedAt: 0 };
  queryClient.setQueryData(queryKeys.preload, seed.preload, old);
  queryClient.setQueryData(queryKeys.config, answer(seed.config), old);
  queryClient.setQueryData(queryKeys.authState, answer(seed.authState), old);
  queryClient.setQueryData(queryKeys.languages, answer(seed.languages), old);
  queryClient.setQueryData(BOOT_LANGUAGE_KEY, seed.locale, old);
}

/**
 * Before the start-up calls go out: the page's answers in the query client, and the page's language kept as the
 * visitor's when none was chosen (the host chose the page by Accept-Language, ADR 095), so that the catalogue asked
 * for, and every later page, is in the language the visitor is reading.
 */
export function prepareHydration(queryClient: QueryClient, seed: PrerenderSeed): void {
  seedQueryClient(queryClient, seed);
  if (readCookie(COOKIES.locale) === null) writeCookie(COOKIES.locale, seed.locale);
}

/**
 * Hydrates the page rendered at build time: its first render is the page's markup (the seeded answers and words),
 * so React keeps the DOM. Then the API's catalogue is applied: the same words change nothing; other words (a
 * deployment's catalogue or preload differs from the build's) are rendered again, text only, in the same layout. A
 * catalogue that cannot be had is BootGate's to handle (its query asked again: /no-internet, or the start-up error).
 */
export function hydratePrerendered(
  container: HTMLElement,
  app: ReactNode,
  { seed, i18n, api, queryClient }: { seed: PrerenderSeed; i18n: I18n; api: Api; queryClient: QueryClient },
): void {
  // In a transition React hydrates in slices of a few milliseconds instead of one long task (ADR 124); a press or a
  // submit before it ends makes React finish at once and then handle it.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        // eslint-disable-next-line no-console -- a page that differs from its build is the integrator's to see
        console.warn('The page rendered at build time did not match its first render; React rendered it again.', error);
      },
    });
  });
  queryClient.fetchQuery(bootCatalogueQuery(api, queryClient)).then(
    async (loaded) => {
      await applyCatalogue(i18n, loaded.locale, loaded.messages);
      const now = (key: string): unknown => i18n.getResource(loaded.locale, 'translation', key);
      const differs = Object.entries(seed.messages).some(([key, text]) => now(key) !== text);
      // i18next tells react-i18next of a new language, not of new words: the same language again re-renders them.
      if (differs && loaded.locale === i18n.language) await i18n.changeLanguage(loaded.locale);
    },
    () => void queryClient.invalidateQueries({ queryKey: BOOT_LANGUAGE_KEY }),
  );
}
