/**
 * POST /warehouse/documents/:id/actions/:action (documents.ts lifecycles) with an Idempotency-Key per dialog; the
 * answer is the document after it, shown at once; the lists are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentActionBody, DocumentDetail } from '@/domain/warehouse/api';
import { apiPost } from '@/lib/api-client';
import { invalidateDocumentLists } from './documents-list';
import { documentKey, storeDocument } from './get-document';

export interface DocumentActionInput {
  id: number;
  action: string;
  body: DocumentActionBody;
  idempotencyKey: string;
}

export function runDocumentAction({ id, action, body, idempotencyKey }: DocumentActionInput): Promise<DocumentDetail> {
  return apiPost<DocumentDetail>(`/warehouse/documents/${id}/actions/${encodeURIComponent(action)}`, { ...body, occurred_at: new Date().toISOString() }, {
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRunDocumentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDocumentAction,
    onSuccess: (doc, input) => {
      if (doc?.lines) storeDocument(queryClient, doc);
      else void queryClient.invalidateQueries({ queryKey: documentKey(input.id) });
      void invalidateDocumentLists(queryClient);
    },
  });
}
