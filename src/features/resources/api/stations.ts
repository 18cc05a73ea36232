/** GET /user/stations {format 'dropdown', page, per_page, station_name, station_type_alias_code}; POST /user/stations {name, type}. */
import { apiGet, apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface StationRow {
  id: number;
  label: string;
  value: number;
  name: string;
  type: string;
}

export interface StationListParams {
  format?: string;
  page?: number;
  per_page?: number;
  station_name?: string;
  station_type_alias_code?: string;
  phone?: string;
  /** 1 enabled, 0 disabled */
  status?: string;
}

export function getStations(params: StationListParams): Promise<{ list: StationRow[]; total: number }> {
  return apiGet('/user/stations', params, SILENT);
}

export const STATIONS_URL = '/user/stations';

export function addStation(body: { name: string; type: string }): Promise<StationRow> {
  return apiPost<StationRow>('/user/stations', body, SILENT);
}
