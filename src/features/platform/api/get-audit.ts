/** GET /platform/audit/detail/:id: the applicant company, its main account, photos and every decision. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { AuditDetail } from './types';

export const auditQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'audit', id] as const,
    queryFn: () => apiGet<AuditDetail>(`/platform/audit/detail/${id}`, undefined, { silent: true }),
    retry: false,
  });

export const useAudit = (id: number) => useQuery({ ...auditQuery(id), enabled: id > 0 });
