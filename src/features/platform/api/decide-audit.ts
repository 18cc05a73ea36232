/** POST /platform/audit/detail/:id/approve and /reject {reason}: the reviewer's decision. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '@/domain/organization';
import { apiPost } from '@/lib/api-client';
import { auditListKey } from './audit-list';
import { auditQuery } from './get-audit';

export type AuditDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

export function decideAudit(d: AuditDecision): Promise<{ id: number; status: ReviewStatus }> {
  return d.decision === 'approve'
    ? apiPost(`/platform/audit/detail/${d.id}/approve`, undefined, { silent: true })
    : apiPost(`/platform/audit/detail/${d.id}/reject`, { reason: d.reason }, { silent: true });
}

export function useDecideAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAudit,
    onSuccess: (_data, d) => {
      void queryClient.invalidateQueries({ queryKey: auditQuery(d.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: auditListKey });
    },
  });
}
