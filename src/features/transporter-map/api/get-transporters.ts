/** GET /map/transporters: every transporter the signed-in servicer sees, with its latest position. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransporterDto } from '@/domain/transporter-map';
import { apiGet } from '@/lib/api-client';

export const transporterKeys = {
  all: ['transporter-map'] as const,
  list: () => ['transporter-map', 'list'] as const,
  detail: (id: number) => ['transporter-map', 'detail', id] as const,
};

export interface TransporterList {
  list: TransporterDto[];
  total: number;
}

export const getTransporters = (): Promise<TransporterList> => apiGet('/map/transporters', undefined, { silent: true });

export const transportersQuery = () => queryOptions({ queryKey: transporterKeys.list(), queryFn: getTransporters });

export function useTransporters() {
  return useQuery(transportersQuery());
}
