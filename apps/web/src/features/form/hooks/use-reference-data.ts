import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Answers, FormDefinition, ReferenceData } from '@taxcert/engine';
import { formReference, loadReference, treatyCountriesOf, type ReferenceSource } from '@taxcert/forms';
import { useCallback, useMemo, useState } from 'react';
import { queryKeys, useApi, type Api } from '../../../lib/api/api';
import { useOnlineConfig } from '../../../lib/session/session';
import type { ReferenceDataValue } from '../../../questionnaire/widgets/contexts';

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** The body of a 200 answer; any other answer is a failed call. */
function okBody<R extends { status: number; body: unknown }>(response: R): Extract<R, { status: 200 }>['body'] {
  if (response.status !== 200) throw new Error(`Reference call answered ${response.status}`);
  return (response as Extract<R, { status: 200 }>).body;
}

/**
 * The spec's config calls (app-shell.md §10) as the loader's source. Each answer is kept for the session
 * under its own query key (the shell prefetches lobs and IGA subclassifications under the same keys), so a
 * new treaty country asks only for its special rates.
 */
export function apiReferenceSource(api: Api, queryClient: QueryClient): ReferenceSource {
  const once = <R>(queryKey: readonly unknown[], queryFn: () => Promise<R>) =>
    queryClient.fetchQuery({ queryKey, queryFn, ...forever });
  return {
    jurisdictions: async () => okBody(await once(['config', 'jurisdictions'], () => api.config.jurisdictions.query())),
    stockMarkets: async () => okBody(await once(['config', 'stockmarkets'], () => api.config.stockMarkets.query())),
    lobs: async () => okBody(await once(queryKeys.lobs, () => api.config.lobs.query())),
    igaSubclassifications: async () =>
      okBody(await once(queryKeys.igaSubclassifications, () => api.config.igaSubclassifications.query())),
    otherArticles: async () => okBody(await once(['config', 'otherarticles'], () => api.config.otherArticles.query())),
    specialRateProvisions: async (id, hasPensionClaim) => {
      const flag = hasPensionClaim ? 'true' : 'false';
      const response = await once(['config', 'specialrateprovisions', id, flag], () =>
        api.config.specialRateProvisions.query({ params: { id }, query: { hasPensionClaim: flag } }),
      );
      // 404: the country has no special rates.
      return response.status === 404 ? undefined : okBody(response);
    },
  };
}

/**
 * The query of the reference data for these treaty countries (one cache entry per list, kept for the session): the
 * form screen waits for it before a form opens (its saved answers are settled with it), and the form follows the
 * countries its answers choose with it.
 */
export const referenceQuery = (source: ReferenceSource, countries: readonly string[]) => ({
  queryKey: ['reference', ...countries] as const,
  queryFn: () => loadReference(source, countries),
  ...forever,
});

/** The reference calls of this app's API client (see apiReferenceSource). */
export function useReferenceSource(): ReferenceSource {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => apiReferenceSource(api, queryClient), [api, queryClient]);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The reference data a form's questions read (questionnaire-and-forms.md §3), loaded by the loader the
 * simulator validates, signs and prints with (packages/forms reference/load.ts, ADR 014): jurisdictions
 * with the treaty and Annex II lists, stock markets, LOBs, IGA subclassifications, other articles, the
 * special rates of the treaty country the answers chose (GET config/specialrateprovisions/{id}), and the
 * valid ch3/ch4 pairs of this form type from the online configuration. `follow` is told the settled
 * answers; a new treaty country loads its rates, the data so far staying in use meanwhile. Until the
 * first answer arrives the questions that need it offer every option.
 */
export function useReferenceData(
  formType: string,
  def: FormDefinition,
  initial: Answers,
): { reference: ReferenceData; widgets: ReferenceDataValue; follow: (answers: Answers) => void } {
  const config = useOnlineConfig();
  const source = useReferenceSource();
  const [countries, setCountries] = useState(() => treatyCountriesOf(def, initial));
  const follow = useCallback(
    (answers: Answers) => {
      const next = treatyCountriesOf(def, answers);
      setCountries((current) => (sameList(current, next) ? current : next));
    },
    [def],
  );
  const loaded = useQuery({ ...referenceQuery(source, countries), placeholderData: keepPreviousData });

  return useMemo(() => {
    const reference = formReference(loaded.data ?? {}, formType, config);
    const { jurisdictions, usTaxTreatyCountries, annexIICountries, stockMarkets } = reference;
    const widgets: ReferenceDataValue = {
      ...(jurisdictions && usTaxTreatyCountries && annexIICountries
        ? { jurisdictions: { jurisdictions, usTaxTreatyCountries, annexIICountries } }
        : {}),
      ...(stockMarkets ? { stockMarkets } : {}),
    };
    return { reference, widgets, follow };
  }, [loaded.data, formType, config, follow]);
}
