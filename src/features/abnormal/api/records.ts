/**
 * Abnormal records (issue 19): GET /abnormal/records/:id and the writes — register, edit the facts, a transition —
 * each with an Idempotency-Key, its answer read through the contract. The lists themselves are pages of the shared
 * data table (RECORDS_URL); a write invalidates every page of them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordDetail, type CreateRecordBody, type RecordActionBody, type RecordDetail, type UpdateRecordBody } from '@/domain/abnormal/api';
import type { AbnormalAction } from '@/domain/abnormal/records';
import { apiClient, apiGet, apiPost } from '@/lib/api-client';
import { keyHeader, newIdempotencyKey, parseAnswer, SILENT } from './parse';

export const RECORDS_URL = '/abnormal/records';
/** every page of every record list the data table holds */
export const recordListsKey = ['data-table', RECORDS_URL] as const;
export const recordKey = (id: number) => ['abnormal', 'record', id] as const;

export const fetchRecord = async (id: number): Promise<RecordDetail> => parseAnswer(recordDetail, await apiGet<unknown>(`${RECORDS_URL}/${id}`, undefined, SILENT), 'GET /abnormal/records/:id');

export const recordQuery = (id: number) => queryOptions({ queryKey: recordKey(id), queryFn: () => fetchRecord(id), staleTime: 5_000 });

export function useRecord(id: number | undefined) {
  return useQuery({ ...recordQuery(id ?? 0), enabled: !!id });
}

/** A write's answer: shown at once, and every list page refetched. */
export function storeRecord(queryClient: QueryClient, record: RecordDetail): void {
  queryClient.setQueryData(recordKey(record.id), record);
  void queryClient.invalidateQueries({ queryKey: recordListsKey });
}

export function createRecord(body: CreateRecordBody, idempotencyKey: string): Promise<RecordDetail> {
  return apiPost<unknown>(RECORDS_URL, body, keyHeader(idempotencyKey)).then((d) => parseAnswer(recordDetail, d, 'POST /abnormal/records'));
}

export function useCreateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateRecordBody; idempotencyKey: string }) => createRecord(body, idempotencyKey),
    onSuccess: (record) => storeRecord(queryClient, record),
  });
}

export function updateRecord(id: number, body: UpdateRecordBody, idempotencyKey: string): Promise<RecordDetail> {
  return apiClient.patch<{ data: unknown }>(`${RECORDS_URL}/${id}`, body, keyHeader(idempotencyKey)).then((r) => parseAnswer(recordDetail, r.data.data, 'PATCH /abnormal/records/:id'));
}

export function useUpdateRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: number; body: UpdateRecordBody; idempotencyKey: string }) => updateRecord(id, body, idempotencyKey),
    onSuccess: (record) => storeRecord(queryClient, record),
  });
}

export interface RecordActionInput {
  id: number;
  action: AbnormalAction;
  body: RecordActionBody;
  idempotencyKey?: string;
}

export function runRecordAction({ id, action, body, idempotencyKey }: RecordActionInput): Promise<RecordDetail> {
  return apiPost<unknown>(`${RECORDS_URL}/${id}/actions/${action}`, body, keyHeader(idempotencyKey ?? newIdempotencyKey())).then((d) =>
    parseAnswer(recordDetail, d, `POST /abnormal/records/:id/actions/${action}`),
  );
}

export function useRecordAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runRecordAction, onSuccess: (record) => storeRecord(queryClient, record) });
}
