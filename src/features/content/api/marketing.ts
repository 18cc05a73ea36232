/** Incentive plans, recommended servicers and fee config (/content/incentive*, /content/recommend*, /content/fee*). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeItem, FeeItemBody, IncentiveLineItem, IncentiveRuleBody, IncentiveRuleItem, RecommendBody, RecommendItem } from '@/domain/content/api';
import type { IncentiveTarget } from '@/domain/content/incentive';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

const keys = {
  rule: (target: IncentiveTarget) => ['content', 'incentive-rule', target] as const,
  incentive: ['content', 'incentive'] as const,
  recommend: ['content', 'recommend'] as const,
  fee: ['content', 'fee'] as const,
};

export const incentiveRuleQuery = (target: IncentiveTarget) =>
  queryOptions({ queryKey: keys.rule(target), queryFn: () => apiGet<IncentiveRuleItem>('/content/incentive/rule', { target }) });

export const incentiveQuery = (q: { target: IncentiveTarget; date_from: string; date_to: string }) =>
  queryOptions({ queryKey: [...keys.incentive, q] as const, queryFn: () => apiGet<{ rule: IncentiveRuleItem; list: IncentiveLineItem[] }>('/content/incentive', q) });

export function useSaveIncentiveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncentiveRuleBody) => apiPut<IncentiveRuleItem>('/content/incentive/rule', body, { silent: true }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: keys.rule(r.target) });
      void queryClient.invalidateQueries({ queryKey: keys.incentive });
    },
  });
}

export const recommendQuery = () => queryOptions({ queryKey: keys.recommend, queryFn: async () => (await apiGet<{ list: RecommendItem[] }>('/content/recommend')).list });

export function useRecommendWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { add: RecommendBody } | { remove: number }) =>
      'add' in v ? apiPost<{ id: number }>('/content/recommend', v.add, { silent: true }) : apiDelete<{ id: number }>(`/content/recommend/${v.remove}`, undefined, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.recommend }),
  });
}

export const feeItemsQuery = () => queryOptions({ queryKey: keys.fee, queryFn: async () => (await apiGet<{ list: FeeItem[] }>('/content/fee')).list });

export function useFeeItemWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; body: FeeItemBody } | { remove: number }) => {
      if ('remove' in v) return apiDelete<{ id: number }>(`/content/fee/${v.remove}`, undefined, { silent: true });
      return v.id === null ? apiPost<{ id: number }>('/content/fee', v.body, { silent: true }) : apiPut<{ id: number }>(`/content/fee/${v.id}`, v.body, { silent: true });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.fee }),
  });
}
