/** GET/POST /user/company/qualification: the company's qualification photos (fileids, at most 10; main accounts save). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

export const QUALIFICATION_MAX = 10;

export const qualificationQuery = () =>
  queryOptions({
    queryKey: ['account', 'qualification'] as const,
    queryFn: () => apiGet<{ fileids: string[] }>('/user/company/qualification').then((d) => d.fileids),
  });

export function saveQualification(fileids: string[]): Promise<{ fileids: string[] }> {
  return apiPost('/user/company/qualification', { fileids });
}

export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQualification,
    onSuccess: (data) => queryClient.setQueryData(qualificationQuery().queryKey, data.fileids),
  });
}
