/** The existing /user/user_subscription/* calls the subscription screens are built on. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewalItem, SubscriptionBody, SubscriptionItem } from '@/domain/account/api';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export const SUBSCRIPTION_LIST_URL = '/user/user_subscription/';
export const RENEWAL_LIST_URL = '/user/user_subscription/renew';
const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: ['data-table', SUBSCRIPTION_LIST_URL] });
  void queryClient.invalidateQueries({ queryKey: ['data-table', RENEWAL_LIST_URL] });
  void queryClient.invalidateQueries({ queryKey: ['content', 'subscription'] });
};

/** one subscription, read from the list (the platform's list holds every company's) */
export const subscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'subscription', id] as const,
    queryFn: async () => {
      for (let page = 1; page <= 20; page++) {
        const r = await apiGet<{ list: SubscriptionItem[]; total: number }>(SUBSCRIPTION_LIST_URL, { page, per_page: 100 });
        const hit = r.list.find((s) => s.id === id);
        if (hit) return hit;
        if (page * 100 >= r.total) break;
      }
      return null;
    },
  });

export function useSaveSubscription(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) => {
      if (id === null) return apiPost<{ id: number }>(SUBSCRIPTION_LIST_URL, body, { silent: true });
      const { company_id: _c, renewal_id: _r, ...rest } = body;
      return apiPut<{ id: number }>(`/user/user_subscription/${id}`, rest, { silent: true });
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST /user/user_subscription/updateStatus {id, status}: the platform disables a subscription or enables it again. */
export function useSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: SubscriptionItem['status'] }) => apiPost<{ id: number; status: string }>('/user/user_subscription/updateStatus', v, { silent: true }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useRenewalWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { reject: number; reason: string } | { request: { version: string; months: number; memo: string } }) =>
      'reject' in v
        ? apiPost<{ id: number }>(`/user/user_subscription/renew/${v.reject}/reject`, { reason: v.reason }, { silent: true })
        : apiPost<{ id: number }>(RENEWAL_LIST_URL, v.request, { silent: true }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export type { RenewalItem, SubscriptionItem };
