/**
 * GET /user/resource_binding/servicer/ → data.list [{id, label, value, name, servicer_id}] (spec §7): the servicer a
 * merchant account is bound to (a servicer account: its own company), named on the merchant home.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface ServicerOption {
  id: number;
  label: string;
  value: number;
  name: string;
  servicer_id: number;
}

export const getMyServicers = () => apiGet<{ list: ServicerOption[] }>('/user/resource_binding/servicer/', undefined, { silent: true }).then((d) => d?.list ?? []);

export const useMyServicers = () => useQuery({ queryKey: ['merchant-home', 'servicers'] as const, queryFn: getMyServicers, staleTime: 5 * 60_000 });
