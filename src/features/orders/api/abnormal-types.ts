/** GET /user/user_config/get_list {category_code: ABNORMAL_TYPE}: the abnormal types a report can name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface ConfigItem {
  code: string;
  name: string;
}

export const abnormalTypesQuery = () =>
  queryOptions({
    queryKey: ['orders', 'abnormal-types'] as const,
    queryFn: () => apiGet<{ list: ConfigItem[] }>('/user/user_config/get_list', { category_code: 'ABNORMAL_TYPE' }, { silent: true }).then((d) => d?.list ?? []),
    staleTime: 5 * 60_000,
  });

export function useAbnormalTypes() {
  return useQuery(abnormalTypesQuery());
}
