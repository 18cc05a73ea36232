/** /user/lines: transport lines and their legs (list, detail, create, update, enable/disable, delete; add/remove legs). */
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

export interface LegRow {
  id: number;
  seq: number;
  from_station_id: number;
  from_station_name: string;
  to_station_id: number;
  to_station_name: string;
  carrier_resource_id: number;
  carrier_name: string;
  hours: number;
  price_cents: number;
  memo: string;
}

export interface LineRow {
  id: number;
  name: string;
  start_station_id: number;
  start_station_name: string;
  end_station_id: number;
  end_station_name: string;
  status: number;
  memo: string;
  leg_count: number;
  total_hours: number;
  total_price_cents: number;
  updated_at: string;
}

export type LineDetail = LineRow & { legs: LegRow[] };

export const LINES_URL = '/user/lines';

export const lineQueries = {
  detail: (id: number) => queryOptions({ queryKey: ['rules', 'line', id], queryFn: () => apiGet<LineDetail>(`${LINES_URL}/${id}`, undefined, SILENT) }),
};

export const createLine = (body: Record<string, unknown>) => apiPost<LineDetail>(LINES_URL, body, SILENT);
export const updateLine = (id: string, body: Record<string, unknown>) => apiPut<LineDetail>(`${LINES_URL}/${id}`, body, SILENT);
export const setLineStatus = (id: string, on: boolean) => apiPut<LineDetail>(`${LINES_URL}/${id}/status`, { status: on ? 1 : 0 }, SILENT);
export const removeLine = (id: string) => apiDelete<{ removed: boolean }>(`${LINES_URL}/${id}`, undefined, SILENT);
export const addLeg = (lineId: number, body: Record<string, unknown>) => apiPost<LineDetail>(`${LINES_URL}/${lineId}/legs`, body, SILENT);
export const removeLeg = (lineId: number, legId: number) => apiDelete<LineDetail>(`${LINES_URL}/${lineId}/legs/${legId}`, undefined, SILENT);
