/**
 * GET /user/resource_binding/consignor/list: the company's consignors, for the settings' merchant choice (a servicer's
 * screen: its consignor picker lists consignors by the one picker rule of src/domain/editions.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MERCHANT_LIST_URLS } from '@/domain/editions';
import { apiGet } from '@/lib/api-client';

interface ConsignorRow {
  id: number;
  name: string;
}

export const consignorsQuery = queryOptions({
  queryKey: ['integrations', 'consignors'],
  queryFn: async () => (await apiGet<{ list: ConsignorRow[] }>(MERCHANT_LIST_URLS.consignors, { page: 1, per_page: 100 })).list,
  staleTime: 60_000,
});

export const useConsignors = () => useQuery(consignorsQuery);
