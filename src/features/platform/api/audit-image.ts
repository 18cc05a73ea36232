/** GET /platform/audit/detail/:id/image {file_id}: an applicant's qualification photo, as an object URL. */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';

export const auditImageQuery = (companyId: number, fileid: string) =>
  queryOptions({
    queryKey: ['platform', 'audit-image', companyId, fileid] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<Blob>(`/platform/audit/detail/${companyId}/image`, { params: { file_id: fileid }, responseType: 'blob', signal, silent: true })).data,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });

/** Object URLs of the photos (null while loading or failed), revoked when the list changes or unmounts. */
export function useAuditImageUrls(companyId: number, fileids: readonly string[]): { urls: (string | null)[]; failed: boolean[] } {
  const results = useQueries({ queries: fileids.map((f) => auditImageQuery(companyId, f)) });
  const blobs = results.map((r) => r.data);
  const failed = results.map((r) => r.isError);
  const key = blobs.map((b) => (b ? b.size : 0)).join(',');
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    const next = blobs.map((b) => (b ? URL.createObjectURL(b) : null));
    setUrls(next);
    return () => next.forEach((u) => u && URL.revokeObjectURL(u));
    // the blobs change only when one finished loading
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, companyId, fileids.join(',')]);
  return { urls, failed };
}
