/**
 * GET /warehouse/documents/:id — a document with its lines, events and the actions that apply. Kept in the local
 * lookup cache, so a document opened once can be scanned all shift with no network (the stored copy answers); a
 * document seen in a final state keeps no copy (device-copies.ts).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { apiGet } from '@/lib/api-client';
import { useLookup, writeLookup } from '@/lib/lookup-cache';
import { forgetFinishedCopies, isFinishedOnDevice } from '../utils/device-copies';

export const documentKey = (id: number) => ['warehouse', 'document', id] as const;

export const fetchDocument = (id: number) => apiGet<DocumentDetail>(`/warehouse/documents/${id}`, undefined, { silent: true });

export function useDocument(id: number | undefined) {
  const detail = useLookup(documentKey(id ?? 0), () => fetchDocument(id ?? 0), { enabled: !!id, staleTime: 10_000 });
  // the server's answer (not the device's copy) says the document is final: its stored copy goes
  const finished = !!detail.data && !detail.fromCache && isFinishedOnDevice(detail.data.status) ? detail.data : null;
  useEffect(() => {
    if (finished) void forgetFinishedCopies([finished]);
  }, [finished]);
  return detail;
}

/** A fresher copy of a document (an action's or a scan's answer): shown at once and stored for offline use, unless final. */
export function storeDocument(queryClient: QueryClient, doc: DocumentDetail): void {
  queryClient.setQueryData(documentKey(doc.id), doc);
  if (isFinishedOnDevice(doc.status)) void forgetFinishedCopies([doc]);
  else void writeLookup(documentKey(doc.id), doc);
}

export function useStoreDocument() {
  const queryClient = useQueryClient();
  return useCallback((doc: DocumentDetail) => storeDocument(queryClient, doc), [queryClient]);
}
