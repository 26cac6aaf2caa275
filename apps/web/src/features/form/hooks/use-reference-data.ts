import { useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@taxcert/engine';
import { useMemo } from 'react';
import { queryKeys, useApi } from '../../../lib/api';
import { useOnlineConfig } from '../../../lib/session';
import type { ReferenceDataValue } from '../../../components/questionnaire/widgets/contexts';

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** The body of a 200 answer, else undefined. */
function okBody<R extends { status: number; body: unknown }>(response: R | undefined): Extract<R, { status: 200 }>['body'] | undefined {
  return response?.status === 200 ? (response as Extract<R, { status: 200 }>).body : undefined;
}

/**
 * The reference data a form's questions read (questionnaire-and-forms.md §3 "already loaded"):
 * jurisdictions with the treaty and Annex II lists, stock markets, LOBs, IGA subclassifications, other
 * articles, and the valid ch3/ch4 combinations of this form type from the online configuration. Each is
 * fetched once per session; until they arrive the questions that need them offer every option.
 */
export function useReferenceData(formType: string): { reference: ReferenceData; widgets: ReferenceDataValue } {
  const api = useApi();
  const config = useOnlineConfig();
  const jurisdictions = useQuery({ queryKey: ['config', 'jurisdictions'], queryFn: () => api.config.jurisdictions.query(), ...forever });
  const stockMarkets = useQuery({ queryKey: ['config', 'stockmarkets'], queryFn: () => api.config.stockMarkets.query(), ...forever });
  const lobs = useQuery({ queryKey: queryKeys.lobs, queryFn: () => api.config.lobs.query(), ...forever });
  const iga = useQuery({ queryKey: queryKeys.igaSubclassifications, queryFn: () => api.config.igaSubclassifications.query(), ...forever });
  const otherArticles = useQuery({ queryKey: ['config', 'otherarticles'], queryFn: () => api.config.otherArticles.query(), ...forever });

  return useMemo(() => {
    const j = okBody(jurisdictions.data);
    const markets = okBody(stockMarkets.data);
    const lobList = okBody(lobs.data);
    const igaCombos = okBody(iga.data);
    const articles = okBody(otherArticles.data);
    const combinations = config?.validCh3Ch4Combinations[formType];
    const reference: ReferenceData = {
      ...(j ? { jurisdictions: j.jurisdictions, usTaxTreatyCountries: j.usTaxTreatyCountries, annexIICountries: j.annexIICountries } : {}),
      ...(markets ? { stockMarkets: markets } : {}),
      ...(lobList ? { lobs: lobList } : {}),
      ...(igaCombos ? { igaSubClassificationsCombos: igaCombos } : {}),
      ...(articles ? { otherArticles: articles } : {}),
      ...(combinations ? { validCh3Ch4Combinations: combinations } : {}),
    };
    return { reference, widgets: { jurisdictions: j, stockMarkets: markets } };
  }, [jurisdictions.data, stockMarkets.data, lobs.data, iga.data, otherArticles.data, config, formType]);
}
