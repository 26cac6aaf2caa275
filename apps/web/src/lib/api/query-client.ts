import { QueryClient } from '@tanstack/react-query';

/**
 * The retry schedule of app-shell.md §7 lives in the API client's fetcher (lib/api/connection.ts), which
 * every call goes through, so react-query itself never retries, and never pauses a call while the browser is
 * offline (networkMode 'always'): the connection layer flags offline, queues and replays instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
