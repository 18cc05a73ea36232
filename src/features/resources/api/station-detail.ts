/** GET /user/stations/:id: one station of the company. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { StationRow } from './stations';
import { SILENT } from './types';

export interface StationDetail extends StationRow {
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  status: number;
  created_at: string;
}

export const stationUrl = (id: number) => `/user/stations/${id}`;

export function getStation(id: number): Promise<StationDetail> {
  return apiGet<StationDetail>(stationUrl(id), undefined, SILENT);
}

export const stationQueries = {
  all: ['station-detail'] as const,
  detail: (id: number) => queryOptions({ queryKey: ['station-detail', id], queryFn: () => getStation(id), retry: false }),
};

export function useStationDetail(id: number | undefined) {
  return useQuery({ ...stationQueries.detail(id ?? 0), enabled: !!id });
}
