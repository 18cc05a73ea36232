/** GET /map/help/areas_version: the address data version the address database screen shows. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const areasVersionQuery = queryOptions({
  queryKey: ['map', 'help', 'areas_version'],
  queryFn: () => apiGet<{ version: string }>('/map/help/areas_version'),
});
