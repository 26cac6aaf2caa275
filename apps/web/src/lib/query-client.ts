import { QueryClient } from '@tanstack/react-query';
import { isRetryable, RETRY_DELAY_MS } from './http-errors';

/**
 * Retries follow app-shell.md §7: transient statuses and network errors once at once, then once after
 * 3 s; nothing else is retried (a 401 must redirect, not wait).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        retryDelay: (failureCount) => (failureCount === 0 ? 0 : RETRY_DELAY_MS),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
