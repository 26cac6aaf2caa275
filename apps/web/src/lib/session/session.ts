import { useQuery } from '@tanstack/react-query';
import type { AuthState } from '@taxcert/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApi } from '../api/api';
import { shownBrand, type ShownBrand } from '../config/brand';
import { decryptCustomerData } from './customer-data';
import { localizeConfig } from '../i18n/localized-config';
import { mapLocale } from '../i18n/locale';

/** Auth-state poll interval (app-shell.md §9). */
export const AUTH_POLL_MS = 20_000;

/** GET /api/config: the online configuration (customer is null while signed out). */
export function useOnlineConfigQuery() {
  const api = useApi();
  // Sent at start-up (lib/api/start-up.ts); a failed answer is handled where it is shown, not sent again because
  // another screen mounted (the connection layer retries, react-query does not: lib/api/query-client.ts).
  return api.config.get.useQuery({ queryKey: queryKeys.config, retryOnMount: false });
}

/**
 * The online configuration once the shell has loaded it (the shell renders nothing that needs it before),
 * with form titles in the interface language (lib/i18n/localized-config).
 */
export function useOnlineConfig() {
  const { data } = useOnlineConfigQuery();
  const { i18n } = useTranslation();
  const locale = mapLocale(i18n.language);
  const body = data?.body ?? null;
  return useMemo(() => (body ? localizeConfig(body, locale) : null), [body, locale]);
}

/**
 * The institution's brand from the online configuration (ADR 045), its colours refused when under WCAG AA (one
 * console error per configuration loaded); the app's own before the configuration is in.
 */
export function useBrand(): ShownBrand {
  const brand = useOnlineConfigQuery().data?.body.brand;
  return useMemo(() => shownBrand(brand), [brand]);
}

/** GET /api/auth/state; polled every 20 s when `poll` is set. */
export function useAuthStateQuery(poll = false) {
  const api = useApi();
  return api.auth.state.useQuery({
    queryKey: queryKeys.authState,
    retryOnMount: false,
    refetchInterval: poll ? AUTH_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}

/** The auth state: Requesting while the call is under way, then the server's value (app-shell.md §4). */
export function useAuthState(): AuthState | undefined {
  const query = useAuthStateQuery();
  if (query.isPending) return 'Requesting';
  return query.data?.body.authState;
}

/** The decrypted customer name, or null while unknown (signed out, still decrypting, or undecryptable). */
export function useCustomerName(): string | null {
  const config = useOnlineConfig();
  const customerData = config?.customerData ?? null;
  const secretKey = config?.secretKey ?? null;
  const { data } = useQuery({
    queryKey: ['customerData', customerData, secretKey],
    queryFn: async () => {
      if (!customerData || !secretKey) return null;
      return (await decryptCustomerData(customerData, secretKey)).CustomerName;
    },
    enabled: customerData !== null && secretKey !== null,
    staleTime: Infinity,
    retry: false,
  });
  return data ?? null;
}
