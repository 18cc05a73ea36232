/** GET /user/resource_binding/resource/:id: one resource with every field (stores: the consignor's name; T_PZ: role). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceRow } from './types';

export interface ResourceDetail extends ResourceRow {
  charge_mode: string;
  is_send_sms: string;
  deduction_node: string;
  parent_id: number | null;
  parent_name: string;
  role: string | null;
}

export const resourceDetailUrl = (id: number) => `/user/resource_binding/resource/${id}`;

export function getResourceDetail(id: number): Promise<ResourceDetail> {
  return apiGet<ResourceDetail>(resourceDetailUrl(id), undefined, SILENT);
}

export const resourceQueries = {
  all: ['resource-detail'] as const,
  detail: (id: number) => queryOptions({ queryKey: ['resource-detail', id], queryFn: () => getResourceDetail(id), retry: false }),
};

export function useResourceDetail(id: number | undefined) {
  return useQuery({ ...resourceQueries.detail(id ?? 0), enabled: !!id });
}
