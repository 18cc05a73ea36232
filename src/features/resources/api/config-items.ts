/** GET /config/item/getConfigItemList {category_code}: settlement types, DRIVER_SERVICE_TYPE and the other lookups. */
import type { ConfigCategory } from '@/domain/resources';
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { SILENT } from './types';

export interface ConfigItem {
  code: string;
  name: string;
}

export async function getConfigItems(category: ConfigCategory): Promise<ConfigItem[]> {
  const data = await apiGet<{ list: ConfigItem[] }>('/config/item/getConfigItemList', { category_code: category }, SILENT);
  return data.list ?? [];
}

/** Kept in the local database: the last known list shows at once and offline, the network refreshes it. */
export function useConfigItems(category: ConfigCategory, enabled = true) {
  return useLookup(['config-items', category], () => getConfigItems(category), { enabled });
}
