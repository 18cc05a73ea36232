/**
 * POST /warehouse/documents with an Idempotency-Key (one per filled-in form: a retry after a lost answer creates
 * nothing twice). The server's refusal comes back as ApiError (msg, data.field) for the form to show.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDocumentBody, DocumentDetail } from '@/domain/warehouse/api';
import { apiPost } from '@/lib/api-client';
import { invalidateDocumentLists } from './documents-list';
import { storeDocument } from './get-document';

export interface CreateDocumentInput {
  body: CreateDocumentBody;
  idempotencyKey: string;
}

export function createDocument({ body, idempotencyKey }: CreateDocumentInput): Promise<DocumentDetail> {
  return apiPost<DocumentDetail>('/warehouse/documents', body, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: (doc) => {
      if (doc?.lines) storeDocument(queryClient, doc);
      void invalidateDocumentLists(queryClient);
    },
  });
}

/** A fresh Idempotency-Key. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `wh${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
