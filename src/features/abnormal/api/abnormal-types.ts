/** The company's abnormal types (config items of category ABNORMAL_TYPE, Basic data → 异常配置): the register form's and the list filter's choices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { SILENT } from './parse';

export interface AbnormalTypeItem {
  code: string;
  name: string;
}

const fetchTypes = () => apiGet<{ list: AbnormalTypeItem[] }>('/user/user_config/get_list', { category_code: 'ABNORMAL_TYPE' }, SILENT).then((d) => d?.list ?? []);

export const abnormalTypesQuery = () => queryOptions({ queryKey: ['config-items', 'ABNORMAL_TYPE'] as const, queryFn: fetchTypes, staleTime: 5 * 60_000 });

export function useAbnormalTypes() {
  return useQuery(abnormalTypesQuery());
}

/** the same list kept on the device (lookup cache): the field reports exceptions with no network */
export function useCachedAbnormalTypes() {
  return useLookup(['abnormal', 'types'], fetchTypes, { staleTime: 5 * 60_000 });
}
