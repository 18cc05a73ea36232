/**
 * The app's QueryClient: no retries for client errors (4xx, business codes), one retry for network/5xx — and the
 * one place that decides how Query behaves while the browser says it is offline (issue 15, src/lib/outbox/README.md
 * 'Offline and TanStack Query'):
 * - mutations `networkMode: 'always'`: a write that goes through the outbox stores its entry at once whatever the
 *   connection (Query's default 'online' would pause it before the outbox is reached); a write that needs the
 *   server fails at once with the network message instead of spinning;
 * - queries `networkMode: 'offlineFirst'`: the query function always runs once, so reads of local data (field
 *   tasks, lookups, drafts, the address tree, the kept user and menu) answer offline;
 * - no retry of a failure while the browser says it is offline: a retry would wait (paused) for the network, and
 *   whoever awaits the query — a route guard's fetchQuery — would wait with it, so a screen never opened offline.
 *   The read fails at once with the network message, and refetches when the connection returns (Query's
 *   refetchOnReconnect).
 * No query or mutation in src/ sets a network mode of its own (src/app/query-client.test.ts checks it).
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (browserOffline()) return false;
  if (error instanceof ApiError) {
    const s = error.httpStatus;
    if ((s >= 200 && s < 300) || (s >= 400 && s < 500) || s === 503) return false;
  }
  return failureCount < 1;
}

export const QUERY_NETWORK_MODE = 'offlineFirst' as const;
export const MUTATION_NETWORK_MODE = 'always' as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: QUERY_NETWORK_MODE },
      mutations: { retry: false, networkMode: MUTATION_NETWORK_MODE },
    },
  });
}
