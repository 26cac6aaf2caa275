import { createContext, useContext, type ReactNode } from 'react';
import { z } from 'zod';
import { env } from './env';

/**
 * public/app-config.json, read at run time so that one build serves the simulator (same origin,
 * apiHost "") or a real API (apiHost "https://api.bank.example"). Not a wire shape of the contract.
 */
const RuntimeConfigSchema = z.object({
  apiHost: z
    .string()
    .refine((value) => value === '' || /^https?:\/\/[^/]+$/.test(value), 'an origin without a trailing slash, or ""'),
  /**
   * The server's inactivity time-out, which the API does not expose (app-shell.md §9 "not shown"): the
   * session warning (WCAG 2.2.1) opens `sessionWarningSeconds` before it. Defaults match the simulator.
   */
  sessionTimeoutMinutes: z.number().positive().default(20),
  sessionWarningSeconds: z.number().int().positive().default(120),
});
export type RuntimeConfig = z.output<typeof RuntimeConfigSchema>;

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(`${env.baseUrl}app-config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  return RuntimeConfigSchema.parse(await response.json());
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
