/**
 * A load: GET /transit/loads/:id (kept in the lookup cache, so a load opened once at the dock is scanned with no
 * network), create, header edits, actions and the discrepancy resolve — each write with an Idempotency-Key and
 * its answer read through the contract (src/domain/transit/api.ts).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { discrepancyRow, loadDetail, waitingOrderRow, type CreateLoadBody, type LoadActionBody, type LoadDetail } from '@/domain/transit/api';
import type { LoadAction } from '@/domain/transit/loads';
import { apiGet, apiPost } from '@/lib/api-client';
import { useLookup, writeLookup } from '@/lib/lookup-cache';
import { z } from 'zod';
import { newIdempotencyKey, parseAnswer, SILENT } from './parse';

export const LOADS_URL = '/transit/loads';
/** every page of every load list the data table holds: what a write invalidates */
export const loadListsKey = ['data-table', LOADS_URL] as const;

export const loadKey = (id: number) => ['transit', 'load', id] as const;

export const fetchLoad = async (id: number): Promise<LoadDetail> => parseAnswer(loadDetail, await apiGet<unknown>(`${LOADS_URL}/${id}`, undefined, SILENT), 'GET /transit/loads/:id');

export function useLoad(id: number | undefined) {
  return useLookup(loadKey(id ?? 0), () => fetchLoad(id ?? 0), { enabled: !!id, staleTime: 5_000 });
}

/** A fresher copy of a load (an action's or a scan's answer): shown at once and stored for offline use. */
export function storeLoad(queryClient: QueryClient, load: LoadDetail): void {
  queryClient.setQueryData(loadKey(load.id), load);
  void writeLookup(loadKey(load.id), load);
}

export function useStoreLoad() {
  const queryClient = useQueryClient();
  return useCallback((load: LoadDetail) => storeLoad(queryClient, load), [queryClient]);
}

const invalidateLists = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: loadListsKey });
  void queryClient.invalidateQueries({ queryKey: ['transit', 'waiting'] });
};

export function createLoad(body: CreateLoadBody, idempotencyKey: string): Promise<LoadDetail> {
  return apiPost<unknown>(LOADS_URL, body, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey } }).then((d) => parseAnswer(loadDetail, d, 'POST /transit/loads'));
}

export function useCreateLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateLoadBody; idempotencyKey: string }) => createLoad(body, idempotencyKey),
    onSuccess: (load) => {
      storeLoad(queryClient, load);
      invalidateLists(queryClient);
    },
  });
}

export interface LoadActionInput {
  id: number;
  action: LoadAction;
  body: LoadActionBody;
  /** one per dialog opening: a retry after a lost answer applies nothing twice */
  idempotencyKey?: string;
}

export function runLoadAction({ id, action, body, idempotencyKey }: LoadActionInput): Promise<LoadDetail> {
  return apiPost<unknown>(`${LOADS_URL}/${id}/actions/${action}`, body, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey ?? newIdempotencyKey() } }).then((d) =>
    parseAnswer(loadDetail, d, `POST /transit/loads/:id/actions/${action}`),
  );
}

export function useLoadAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLoadAction,
    onSuccess: (load) => {
      storeLoad(queryClient, load);
      invalidateLists(queryClient);
    },
  });
}

export function useResolveDiscrepancy(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      apiPost<unknown>(`/transit/discrepancies/${id}/resolve`, { note }, { ...SILENT, headers: { 'Idempotency-Key': newIdempotencyKey() } }).then((d) =>
        parseAnswer(z.union([discrepancyRow, z.unknown()]), d, 'POST /transit/discrepancies/:id/resolve'),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: loadKey(loadId) }),
  });
}

const waitingPage = z.object({ list: z.array(waitingOrderRow), total: z.number().int() });

/** GET /transit/waiting?site: the orders waiting at a site for a load (the create form's picker), up to 200 */
export function useWaitingOrders(site: string, keyword: string) {
  return useQuery({
    queryKey: ['transit', 'waiting', site, keyword],
    queryFn: async () => parseAnswer(waitingPage, await apiGet<unknown>('/transit/waiting', { site, keyword: keyword || undefined, page: 1, per_page: 200 }, SILENT), 'GET /transit/waiting'),
    enabled: !!site,
    staleTime: 10_000,
  });
}
