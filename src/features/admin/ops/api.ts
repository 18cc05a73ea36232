/** The ops channel's calls (src/domain/admin/ops.ts): its status, the maintenance switch, a release notice. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsStatus, ReleaseBody } from '@/domain/admin/ops';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

const STATUS_KEY = ['system', 'ops', 'status'] as const;

export function useOpsStatus() {
  return useQuery({ queryKey: STATUS_KEY, queryFn: () => apiGet<OpsStatus>('/system/ops/status'), refetchInterval: 30_000 });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsStatus['maintenance']) => apiPut<OpsStatus['maintenance']>('/system/maintenance', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useAnnounceRelease() {
  return useMutation({ mutationFn: (body: ReleaseBody) => apiPost<ReleaseBody>('/system/ops/release', body) });
}
