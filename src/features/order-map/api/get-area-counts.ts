/** GET /order/waybills/area-counts?status=TO_ASSIGN&…filters: waiting orders per district, most first (the summary beside the map). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { areaCountParams, type MapSearch } from '../utils/map-search';
import { mapOrderKeys } from './get-assignable-orders';

export interface AreaCount {
  code: string;
  name: string;
  province: string;
  city: string;
  count: number;
}

export function getAreaCounts(search: MapSearch): Promise<{ list: AreaCount[]; total: number }> {
  return apiGet('/order/waybills/area-counts', areaCountParams(search), { silent: true });
}

export function useAreaCounts(search: MapSearch) {
  return useQuery({ queryKey: mapOrderKeys.areaCounts(areaCountParams(search)), queryFn: () => getAreaCounts(search), placeholderData: keepPreviousData });
}
