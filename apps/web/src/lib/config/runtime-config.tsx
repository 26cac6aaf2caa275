import { createContext, useContext, type ReactNode } from 'react';
import { env } from './env';

/**
 * public/app-config.json, read at run time so that one build serves the simulator (same origin,
 * apiHost "") or a real API (apiHost "https://api.bank.example"). Not a wire shape of the contract. Checked
 * by hand rather than with zod: it is read before the first screen, which loads no zod (ADR 026).
 */
export interface RuntimeConfig {
  /** An origin without a trailing slash, or "" (the app's own origin). */
  apiHost: string;
  /**
   * The server's inactivity time-out, which the API does not expose (app-shell.md §9 "not shown"): the
   * session warning (WCAG 2.2.1) opens `sessionWarningSeconds` before it. Defaults match the simulator.
   */
  sessionTimeoutMinutes: number;
  sessionWarningSeconds: number;
}

const DEFAULTS = { sessionTimeoutMinutes: 20, sessionWarningSeconds: 120 } as const;

/** app-config.json's content as a {@link RuntimeConfig}, defaults filled in; throws naming the first wrong field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('app-config.json: not an object');
  const {
    apiHost,
    sessionTimeoutMinutes = DEFAULTS.sessionTimeoutMinutes,
    sessionWarningSeconds = DEFAULTS.sessionWarningSeconds,
  } = json as Record<string, unknown>;
  if (typeof apiHost !== 'string' || !(apiHost === '' || /^https?:\/\/[^/]+$/.test(apiHost))) {
    throw new Error('app-config.json: apiHost must be an origin without a trailing slash, or ""');
  }
  if (
    typeof sessionTimeoutMinutes !== 'number' ||
    !(sessionTimeoutMinutes > 0) ||
    !Number.isFinite(sessionTimeoutMinutes)
  ) {
    throw new Error('app-config.json: sessionTimeoutMinutes must be a positive number');
  }
  if (
    typeof sessionWarningSeconds !== 'number' ||
    !Number.isInteger(sessionWarningSeconds) ||
    sessionWarningSeconds <= 0
  ) {
    throw new Error('app-config.json: sessionWarningSeconds must be a positive whole number');
  }
  return { apiHost, sessionTimeoutMinutes, sessionWarningSeconds };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(`${env.baseUrl}app-config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return value;
}

/** An address under the API (for plain links such as logout), e.g. `apiUrl(host, '/api/auth/logout')`. */
export function apiUrl(apiHost: string, path: `/api/${string}`): string {
  return `${apiHost}${path}`;
}
