/** GET /map/transporters/{id}: one transporter, its latest position and today's trail. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionDto, TransporterDto } from '@/domain/transporter-map';
import { apiGet } from '@/lib/api-client';
import { transporterKeys } from './get-transporters';

export interface TransporterTrail {
  transporter: TransporterDto;
  trail: PositionDto[];
  /** start of the day the trail covers */
  since: string;
}

export const getTransporterTrail = (id: number): Promise<TransporterTrail> => apiGet(`/map/transporters/${id}`, undefined, { silent: true });

export const transporterTrailQuery = (id: number) =>
  queryOptions({ queryKey: transporterKeys.detail(id), queryFn: () => getTransporterTrail(id), enabled: Number.isInteger(id) && id > 0, retry: false });

export function useTransporterTrail(id: number) {
  return useQuery(transporterTrailQuery(id));
}
