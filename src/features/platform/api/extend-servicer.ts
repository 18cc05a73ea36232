/** POST /platform/servicer/detail/:id/extend {days}: the new subscription end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { servicerQuery } from './get-servicer';
import { servicerListKey } from './servicer-list';

export function extendServicer(id: number, days: number): Promise<{ id: number; hosting_end: string; left_days: number }> {
  return apiPost(`/platform/servicer/detail/${id}/extend`, { days }, { silent: true });
}

export function useExtendServicer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => extendServicer(id, days),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicerQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: servicerListKey });
    },
  });
}
