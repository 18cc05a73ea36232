/**
 * GET /warehouse/documents/:id — a document with its lines, events and the actions that apply. Kept in the local
 * lookup cache, so a document opened once can be scanned all shift with no network (the stored copy answers).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { apiGet } from '@/lib/api-client';
import { useLookup, writeLookup } from '@/lib/lookup-cache';

export const documentKey = (id: number) => ['warehouse', 'document', id] as const;

export const fetchDocument = (id: number) => apiGet<DocumentDetail>(`/warehouse/documents/${id}`, undefined, { silent: true });

export function useDocument(id: number | undefined) {
  return useLookup(documentKey(id ?? 0), () => fetchDocument(id ?? 0), { enabled: !!id, staleTime: 10_000 });
}

/** A fresher copy of a document (an action's or a scan's answer): shown at once and stored for offline use. */
export function storeDocument(queryClient: QueryClient, doc: DocumentDetail): void {
  queryClient.setQueryData(documentKey(doc.id), doc);
  void writeLookup(documentKey(doc.id), doc);
}

export function useStoreDocument() {
  const queryClient = useQueryClient();
  return useCallback((doc: DocumentDetail) => storeDocument(queryClient, doc), [queryClient]);
}
