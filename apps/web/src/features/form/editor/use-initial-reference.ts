import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReferenceData } from '@taxcert/engine';
import { formLocale, formReference, treatyCountriesOf, type ReferenceSource } from '@taxcert/forms';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCountryNames } from '../../../questionnaire/widgets/country-names';
import { useOnlineConfig } from '../../../lib/session/session';
import { referenceQuery, useReferenceSource } from '../hooks/use-reference-data';
import type { Member } from '../logic/members';

/**
 * Asks, as the form screen opens, for what every form's first render reads and what does not depend on the saved
 * answers — the reference lists of every form (jurisdictions, stock markets, LOBs, IGA subclassifications, other
 * articles: `loadReference` with no treaty country) and the country names of each form's language — beside the
 * form's GET and its definition's chunk rather than after them (the largest form's load was a chain of
 * round trips). The form's own queries then find them in the cache (the same query keys); only a treaty
 * country's special rates wait for the saved answers. A failure is left to those queries, which retry or go without.
 */
export function usePrefetchReference(formTypes: readonly string[] | null): void {
  const source = useReferenceSource();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const key = formTypes?.join(',') ?? '';
  useEffect(() => {
    prefetchReference(queryClient, source, key === '' ? [] : key.split(','), i18n.language);
  }, [queryClient, source, key, i18n.language]);
}

/**
 * What {@link usePrefetchReference} asks for, outside React: the reference lists every form reads and the country
 * names of each form's language (also sent by a page load that lands on a form, api/early-subject.ts).
 */
export function prefetchReference(
  queryClient: QueryClient,
  source: ReferenceSource,
  formTypes: readonly string[],
  language: string,
): void {
  void queryClient.prefetchQuery(referenceQuery(source, []));
  for (const formType of formTypes) loadCountryNames(formLocale(formType, language)).catch(() => undefined);
}

/**
 * The reference data each form opens with, by form type (the treaty countries of its saved answers): null while
 * it loads. The editor settles the saved answers with it — what it calls saved, and what the form opens with,
 * are then the answers a Check sends — and the form's own reference query finds it in the cache. A failed call
 * opens the form without it, as before (its questions offer every option).
 */
export function useInitialReference(members: readonly Member[] | null): Readonly<Record<string, ReferenceData>> | null {
  const source = useReferenceSource();
  const config = useOnlineConfig();
  // Forms that ask for the same lists (a group's CRS-I and W-8BEN, neither with a treaty country) share one query:
  // the same key twice in one useQueries is a duplicate that react-query warns about.
  const lists = useMemo(() => {
    const wanted = (members ?? []).map((m) => treatyCountriesOf(m.def, m.form.data));
    const unique = [...new Map(wanted.map((countries) => [countries.join(','), countries])).values()];
    return { unique, of: wanted.map((countries) => unique.findIndex((u) => u.join(',') === countries.join(','))) };
  }, [members]);
  const loaded = useQueries({
    queries: lists.unique.map((countries) => referenceQuery(source, countries)),
    combine: loadedData,
  });
  // One object while nothing changes: the screen hands it to a deferred render (FormScreen).
  return useMemo(
    () =>
      !members || !loaded
        ? null
        : Object.fromEntries(
            members.map((m, index) => [
              m.formType,
              formReference(loaded[lists.of[index] ?? -1] ?? {}, m.formType, config),
            ]),
          ),
    [members, loaded, config, lists],
  );
}

/** The queries' data once none is pending (a failed one as undefined); react-query keeps the array while they stay the same. */
const loadedData = (results: readonly { isPending: boolean; data?: ReferenceData | undefined }[]) =>
  results.some((result) => result.isPending) ? null : results.map((result) => result.data);
