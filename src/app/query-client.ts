/** The app's QueryClient: no retries for client errors (4xx, business codes), one retry for network/5xx. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    const s = error.httpStatus;
    if ((s >= 200 && s < 300) || (s >= 400 && s < 500) || s === 503) return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
