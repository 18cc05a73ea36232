/** GET /config/item/getConfigItemList {category_code: ORDER_TAG}: the tags an order may carry. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SILENT, type CodeName } from './types';

export async function getOrderTags(): Promise<CodeName[]> {
  return (await apiGet<{ list: CodeName[] }>('/config/item/getConfigItemList', { category_code: 'ORDER_TAG' }, SILENT)).list ?? [];
}

export function useOrderTags() {
  return useQuery({ queryKey: ['order-entry', 'order-tags'], queryFn: getOrderTags, staleTime: 5 * 60_000 });
}
