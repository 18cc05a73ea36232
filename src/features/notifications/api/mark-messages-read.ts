/**
 * Marking read from the message centre (spec §7): PUT /notify/history/{id} {action: read} falling back to
 * POST /notify/history/read {ids}; PUT /notify/history/read-all falling back to POST. Failures after the fallback
 * are ignored. The lists (this table, the bell's unread list under ['notifications']) refetch either way.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { MESSAGES_TABLE_KEY } from './get-messages';

async function withFallback(first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<void> {
  try {
    await first();
  } catch {
    try {
      await second();
    } catch {
      /* ignored (spec §7) */
    }
  }
}

export const markMessageRead = (id: number) =>
  withFallback(
    () => apiPut(`/notify/history/${id}`, { action: 'read' }, { silent: true }),
    () => apiPost('/notify/history/read', { ids: [id] }, { silent: true }),
  );

export const markAllMessagesRead = () =>
  withFallback(
    () => apiPut('/notify/history/read-all', undefined, { silent: true }),
    () => apiPost('/notify/history/read-all', undefined, { silent: true }),
  );

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'notifications' || (q.queryKey[0] === MESSAGES_TABLE_KEY[0] && q.queryKey[1] === MESSAGES_TABLE_KEY[1]),
  });

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessageRead, onSettled: () => refresh(queryClient) });
}

export function useMarkAllMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllMessagesRead, onSettled: () => refresh(queryClient) });
}
