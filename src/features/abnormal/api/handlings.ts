/**
 * Handling sub-records (补件/退货/维修/退款跟踪): the lists are pages of the shared data table (HANDLINGS_URL, by kind);
 * a sub-record's transition (POST /abnormal/handlings/:id/actions/:action) answers the record as it is now.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordDetail, type RecordDetail } from '@/domain/abnormal/api';
import { escalateAnswer, type EscalateBody } from '@/domain/abnormal/api-fees';
import type { CreateHandlingBody, HandlingActionBody } from '@/domain/abnormal/api-handlings';
import type { AnyHandlingAction } from '@/domain/abnormal/handling';
import { apiPost } from '@/lib/api-client';
import { keyHeader, parseAnswer } from './parse';
import { storeRecord } from './records';

export const HANDLINGS_URL = '/abnormal/handlings';
export const FEES_URL = '/abnormal/fees';

export interface HandlingActionInput {
  id: number;
  action: AnyHandlingAction;
  body: HandlingActionBody;
  idempotencyKey: string;
}

export function runHandlingAction({ id, action, body, idempotencyKey }: HandlingActionInput): Promise<RecordDetail> {
  return apiPost<unknown>(`${HANDLINGS_URL}/${id}/actions/${action}`, body, keyHeader(idempotencyKey)).then((d) => parseAnswer(recordDetail, d, `POST /abnormal/handlings/:id/actions/${action}`));
}

export function useHandlingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runHandlingAction,
    onSuccess: (record) => {
      storeRecord(queryClient, record);
      void queryClient.invalidateQueries({ queryKey: ['data-table', HANDLINGS_URL] });
    },
  });
}

/** POST /abnormal/records/:id/handlings: a new sub-record; the answer is the record as it is now. */
export function useCreateHandling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, body, idempotencyKey }: { recordId: number; body: CreateHandlingBody; idempotencyKey: string }) =>
      apiPost<unknown>(`/abnormal/records/${recordId}/handlings`, body, keyHeader(idempotencyKey)).then((d) => parseAnswer(recordDetail, d, 'POST /abnormal/records/:id/handlings')),
    onSuccess: (record) => {
      storeRecord(queryClient, record);
      void queryClient.invalidateQueries({ queryKey: ['data-table', HANDLINGS_URL] });
    },
  });
}

/** POST /abnormal/records/:id/escalate: an abnormal-escalation or claim ticket prefilled with the record and its draft fee rows. */
export function useEscalate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, body, idempotencyKey }: { recordId: number; body: EscalateBody; idempotencyKey: string }) =>
      apiPost<unknown>(`/abnormal/records/${recordId}/escalate`, body, keyHeader(idempotencyKey)).then((d) => parseAnswer(escalateAnswer, d, 'POST /abnormal/records/:id/escalate')),
    onSuccess: (answer) => {
      storeRecord(queryClient, answer.record);
      void queryClient.invalidateQueries({ queryKey: ['data-table', FEES_URL] });
    },
  });
}
