/** GET / PUT /order/jd/binding: the company's JD mall binding (shop IDs, enabled). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

export interface JdBindingDto {
  shop_ids: string;
  enabled: boolean;
  memo: string;
  updated_at: string | null;
}

const key = ['order-entry', 'jd-binding'] as const;

export function getJdBinding(): Promise<JdBindingDto> {
  return apiGet<JdBindingDto>('/order/jd/binding', undefined, SILENT);
}

export function useJdBinding() {
  return useQuery({ queryKey: key, queryFn: getJdBinding });
}

export function useSaveJdBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { shop_ids: string; enabled: boolean; memo: string }) => apiPut<JdBindingDto>('/order/jd/binding', body, SILENT),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
