/** PUT /user/stations/:id/status {status}: enable (1) or disable (0) a station; disabled ones leave the dropdown. */
import { apiPut } from '@/lib/api-client';
import { stationUrl, type StationDetail } from './station-detail';

export function setStationStatus(id: number, enabled: boolean): Promise<StationDetail> {
  return apiPut<StationDetail>(`${stationUrl(id)}/status`, { status: enabled ? 1 : 0 });
}
