/** GET /integrations/:platform/outbox (the data table pages it) and POST /integrations/outbox/:id/retry. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformKey } from '@/domain/integrations/platforms';
import { apiPost } from '@/lib/api-client';

export const outboxUrl = (platform: PlatformKey) => `/integrations/${platform}/outbox`;

export function useRetryOutbox(platform: PlatformKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>(`/integrations/outbox/${id}/retry`, undefined, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-table', outboxUrl(platform)] }),
  });
}
