import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@taxcert/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApi, type Api } from '../api/api';
import { COOKIES, writeCookie } from '../session/cookies';
import { failedAnswer } from '../failures/failure';
import { applyCatalogue } from './i18n';
import { mapLocale } from './locale';
import { loadStaticMessages } from './static-language';

type Overrides = Readonly<Record<string, string>>;
/**
 * Institution message overrides from config/preload.json (ADR 044): `messages` over every language's catalogue, then
 * `localizedMessages` of the catalogue's own language.
 */
let overrides: { all: Overrides; byLocale: Partial<Record<Locale, Overrides>> } = { all: {}, byLocale: {} };
export function setMessageOverrides(
  preload: { messages?: Overrides; localizedMessages?: Partial<Record<Locale, Overrides>> } | null | undefined,
): void {
  overrides = { all: preload?.messages ?? {}, byLocale: preload?.localizedMessages ?? {} };
}
/** A locale's catalogue under the institution's overrides (those known now). */
export const withMessageOverrides = (locale: Locale, messages: Record<string, string>): Record<string, string> => ({
  ...messages,
  ...overrides.all,
  ...overrides.byLocale[locale],
});

/**
 * GET /api/language/{code}: the catalogue of a locale (404 and other answers throw), over the app's own
 * static texts for it and under the institution's preload overrides.
 */
export async function fetchCatalogue(
  api: Api,
  code: string,
): Promise<{ locale: Locale; messages: Record<string, string> }> {
  const [response, own] = await Promise.all([
    api.language.get.query({ params: { code: mapLocale(code) } }),
    loadStaticMessages(mapLocale(code)),
  ]);
  if (response.status !== 200) throw failedAnswer(response);
  return {
    locale: response.body.locale,
    messages: withMessageOverrides(response.body.locale, { ...own.messages, ...response.body.messages }),
  };
}

/** The query of a locale's catalogue, shared by the language selector and a form shown in its own language. */
export function catalogueQuery(api: Api, code: string) {
  return {
    queryKey: queryKeys.language(mapLocale(code)),
    queryFn: () => fetchCatalogue(api, code),
    staleTime: Infinity,
  } as const;
}

/** GET /api/language: the languages the selector offers. */
export function useLanguagesQuery(enabled: boolean) {
  const api = useApi();
  return api.language.list.useQuery({ queryKey: queryKeys.languages, enabled, staleTime: Infinity });
}

/**
 * Switches the interface language: loads the catalogue, applies it and remembers the choice in the
 * locale cookie (app-shell.md §9). Later calls send the new Accept-Language.
 */
export function useChangeLanguage(): { change: (code: string) => Promise<boolean>; pending: boolean } {
  const api = useApi();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const change = useCallback(
    async (code: string) => {
      setPending(true);
      try {
        const catalogue = await queryClient.fetchQuery(catalogueQuery(api, code));
        await applyCatalogue(i18n, catalogue.locale, catalogue.messages);
        writeCookie(COOKIES.locale, catalogue.locale);
        return true;
      } catch {
        return false;
      } finally {
        setPending(false);
      }
    },
    [api, i18n, queryClient],
  );
  return { change, pending };
}
