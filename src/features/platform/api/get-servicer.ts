/** GET /platform/servicer/detail/:id: a servicer with users count, subscription and its extension log. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ServicerDetail } from './types';

export const servicerQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'servicer', id] as const,
    queryFn: () => apiGet<ServicerDetail>(`/platform/servicer/detail/${id}`, undefined, { silent: true }),
    retry: false,
  });

export const useServicer = (id: number) => useQuery({ ...servicerQuery(id), enabled: id > 0 });
