/**
 * The downloaded field orders as react-query state over the local database, the download itself (tasks or a
 * warehouse's expected orders) and when it last happened. Every local write invalidates fieldKeys.all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { orderRoleOf } from '@/domain/order-lifecycle';
import type { OrderStatus } from '@/domain/order-status';
import { readLookup, writeLookup } from '@/lib/lookup-cache';
import { useTokenPayload } from '@/lib/session/token-store';
import { fetchOrdersByStatus } from '../api/download-field-orders';
import { readFieldOrders, reconcile, storeDownload, type FieldOrder } from '../utils/field-store';

export const fieldKeys = {
  all: ['field'] as const,
  orders: (scope: string | null) => ['field', 'orders', scope] as const,
  downloadedAt: (scope: string | null, kind: string) => ['field', 'downloaded-at', scope, kind] as const,
};

/** The signed-in user's scope (`<company>:<user>`, like lookupScope) and lifecycle role, re-read on token change. */
export function useFieldScope() {
  const payload = useTokenPayload();
  return {
    scope: payload ? `${payload.company_id}:${payload.id}` : null,
    role: payload ? orderRoleOf(payload.main_type) : null,
  };
}

export interface LocalFieldState {
  orders: FieldOrder[];
  /** failed outbox entries by order no: the server's msg */
  rejected: Map<string, string>;
}

/** The cards, read right after reconciling them with the outbox (one read, so they never lag a reconcile). */
async function readState(scope: string | null): Promise<LocalFieldState> {
  if (!scope) return { orders: [], rejected: new Map() };
  const rejected = await reconcile(scope);
  return { orders: await readFieldOrders(scope), rejected };
}

function useFieldState<T>(select: (s: LocalFieldState) => T) {
  const { scope } = useFieldScope();
  return useQuery({ queryKey: fieldKeys.orders(scope), queryFn: () => readState(scope), enabled: !!scope, staleTime: Infinity, select });
}

const selectOrders = (s: LocalFieldState) => s.orders;
const selectRejected = (s: LocalFieldState) => s.rejected;

export function useFieldOrders() {
  return useFieldState(selectOrders);
}

/** Failed outbox entries by order no (after reconciling the cards with the outbox). */
export function useRejected() {
  return useFieldState(selectRejected);
}

export function useRefreshField() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: fieldKeys.all }), [queryClient]);
}

const downloadKey = (kind: string) => ['field', 'downloaded', kind] as const;

export function useDownloadedAt(kind: string) {
  const { scope } = useFieldScope();
  return useQuery({
    queryKey: fieldKeys.downloadedAt(scope, kind),
    queryFn: async () => (await readLookup<{ at: number }>(downloadKey(kind), scope))?.data.at ?? null,
    enabled: !!scope,
    staleTime: Infinity,
  });
}

/** Downloads the orders of `statuses` into the local database; resolves to how many there are. */
export function useDownloadFieldOrders(kind: string, statuses: readonly OrderStatus[]) {
  const { scope } = useFieldScope();
  const refresh = useRefreshField();
  return useMutation({
    mutationFn: async () => {
      if (!scope) return 0;
      const list = await fetchOrdersByStatus(statuses);
      const now = Date.now();
      await storeDownload(scope, statuses, list, now);
      await writeLookup(downloadKey(kind), { at: now }, scope, now);
      return list.length;
    },
    onSettled: () => refresh(),
  });
}
