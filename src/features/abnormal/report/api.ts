/** 异常报表: GET /abnormal/report (src/domain/abnormal/api.ts abnormalReport). */
import { useQuery } from '@tanstack/react-query';
import type { AbnormalReport, ReportQuery } from '@/domain/abnormal/api-report';
import { apiGet } from '@/lib/api-client';

export const ABNORMAL_REPORT_URL = '/abnormal/report';

export function useAbnormalReport(params: ReportQuery | null) {
  return useQuery({
    queryKey: ['abnormal', 'report', params],
    queryFn: () => apiGet<AbnormalReport>(ABNORMAL_REPORT_URL, params ?? undefined, { silent: true }),
    enabled: !!params,
  });
}
