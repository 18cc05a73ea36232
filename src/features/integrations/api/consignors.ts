/** GET /user/resource_binding/consignor/list: the company's consignors, for the settings' merchant choice. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

interface ConsignorRow {
  id: number;
  name: string;
}

export const consignorsQuery = queryOptions({
  queryKey: ['integrations', 'consignors'],
  queryFn: async () => (await apiGet<{ list: ConsignorRow[] }>('/user/resource_binding/consignor/list', { page: 1, per_page: 100 })).list,
  staleTime: 60_000,
});

export const useConsignors = () => useQuery(consignorsQuery);
