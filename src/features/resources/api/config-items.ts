/** GET /config/item/getConfigItemList {category_code}: settlement types, DRIVER_SERVICE_TYPE and the other lookups. */
import { useQuery } from '@tanstack/react-query';
import type { ConfigCategory } from '@/domain/resources';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export interface ConfigItem {
  code: string;
  name: string;
}

export async function getConfigItems(category: ConfigCategory): Promise<ConfigItem[]> {
  const data = await apiGet<{ list: ConfigItem[] }>('/config/item/getConfigItemList', { category_code: category }, SILENT);
  return data.list ?? [];
}

export function useConfigItems(category: ConfigCategory, enabled = true) {
  return useQuery({ queryKey: ['config-items', category], queryFn: () => getConfigItems(category), enabled, staleTime: 5 * 60_000 });
}
