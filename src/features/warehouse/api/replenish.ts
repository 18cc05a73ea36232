/** 补货: min/max rules of pick locations (GET/POST/DELETE /warehouse/replenish-rules) and what they suggest now (GET /warehouse/replenish-suggestions). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplenishRuleBody, ReplenishRuleRow, ReplenishSuggestion } from '@/domain/warehouse/api-replenish';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

const KEY = ['warehouse', 'replenish'] as const;

export const replenishRulesQuery = (warehouseId: string) =>
  queryOptions({
    queryKey: [...KEY, 'rules', warehouseId],
    queryFn: () => apiGet<{ list: ReplenishRuleRow[] }>('/warehouse/replenish-rules', warehouseId ? { warehouse_id: warehouseId } : undefined, { silent: true }).then((d) => d.list),
  });

export const replenishSuggestionsQuery = (warehouseId: string) =>
  queryOptions({
    queryKey: [...KEY, 'suggestions', warehouseId],
    queryFn: () => apiGet<{ list: ReplenishSuggestion[] }>('/warehouse/replenish-suggestions', warehouseId ? { warehouse_id: warehouseId } : undefined, { silent: true }).then((d) => d.list),
  });

export const useReplenishRules = (warehouseId: string) => useQuery(replenishRulesQuery(warehouseId));
export const useReplenishSuggestions = (warehouseId: string) => useQuery(replenishSuggestionsQuery(warehouseId));

export function useSaveReplenishRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplenishRuleBody) => apiPost<{ id: number }>('/warehouse/replenish-rules', body, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveReplenishRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ removed: boolean }>(`/warehouse/replenish-rules/${id}`, undefined, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
