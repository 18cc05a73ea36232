/** PUT /user/stations/:id: edit a station (name required, 50 characters, unique per company). */
import { apiPut } from '@/lib/api-client';
import { stationUrl, type StationDetail } from './station-detail';
import { SILENT } from './types';

export function updateStation(id: number, body: Record<string, unknown>): Promise<StationDetail> {
  return apiPut<StationDetail>(stationUrl(id), body, SILENT);
}
