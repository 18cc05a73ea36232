/**
 * GET /warehouse/shift-documents?warehouse_id — a shift's work downloaded to the device: every document of the
 * warehouse that takes scans now or next, each stored in the lookup cache exactly as opening it online stores it
 * (so its drawer opens and scans with no network), and a note of the download per warehouse. The documents kept on
 * the device are also what a document list shows offline.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentDetail, ShiftDocumentsAnswer } from '@/domain/warehouse/api';
import { apiGet } from '@/lib/api-client';
import { lookupScope, readLookup, writeLookup } from '@/lib/lookup-cache';
import { readLookupsUnder } from '@/lib/lookup-cache-under';
import { pruneDeviceCopiesOnce } from '../utils/device-copies';
import { documentKey } from './get-document';

/** what the device remembers of a warehouse's last shift download */
export interface ShiftDownloadNote {
  warehouse_id: number;
  documents: number;
  lines: number;
  /** ms since epoch, when it was stored */
  at: number;
}

export interface DeviceDocument {
  doc: DocumentDetail;
  /** when this copy was stored (downloaded or opened online) */
  fetchedAt: number;
}

export interface ShiftProgress {
  /** 'fetch': waiting for the server; 'store': writing the documents to the device */
  phase: 'fetch' | 'store';
  done: number;
  total: number;
}

const DOCUMENTS_PREFIX = ['warehouse', 'document'] as const;
const noteKey = (warehouseId: number) => ['warehouse', 'shift-download', warehouseId] as const;
const deviceDocumentsKey = (scope: string | null) => ['warehouse', 'device-documents', scope] as const;

export const fetchShiftDocuments = (warehouseId: number) => apiGet<ShiftDocumentsAnswer>('/warehouse/shift-documents', { warehouse_id: warehouseId }, { silent: true });

/**
 * Every warehouse document kept on this device (downloaded or opened once), newest first; the first read of a page's
 * life (the warehouse lists' start) forgets copies older than three days first.
 */
export function useDeviceDocuments(enabled = true) {
  const scope = lookupScope();
  return useQuery({
    queryKey: deviceDocumentsKey(scope),
    enabled,
    queryFn: async (): Promise<DeviceDocument[]> => {
      await pruneDeviceCopiesOnce(scope);
      const rows = await readLookupsUnder<DocumentDetail>(DOCUMENTS_PREFIX, scope);
      return rows.filter((r) => r.data && typeof r.data.id === 'number').map((r) => ({ doc: r.data, fetchedAt: r.fetchedAt })).sort((a, b) => b.doc.id - a.doc.id);
    },
    staleTime: 5_000,
  });
}

/** The last shift download of a warehouse on this device. */
export function useShiftDownloadNote(warehouseId: number | undefined) {
  const scope = lookupScope();
  return useQuery({
    queryKey: ['lookup-cache', scope, ...noteKey(warehouseId ?? 0)],
    queryFn: async () => (await readLookup<ShiftDownloadNote>(noteKey(warehouseId ?? 0), scope))?.data ?? null,
    enabled: !!warehouseId,
    staleTime: Infinity,
  });
}

/** Downloads a warehouse's shift and stores each document; `progress` follows the download while it runs. */
export function useShiftDownload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ShiftProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (warehouseId: number): Promise<ShiftDownloadNote> => {
      const scope = lookupScope();
      setProgress({ phase: 'fetch', done: 0, total: 0 });
      try {
        const answer = await fetchShiftDocuments(warehouseId);
        const total = answer.documents.length;
        setProgress({ phase: 'store', done: 0, total });
        for (const [i, doc] of answer.documents.entries()) {
          queryClient.setQueryData(documentKey(doc.id), doc);
          await writeLookup(documentKey(doc.id), doc, scope);
          setProgress({ phase: 'store', done: i + 1, total });
        }
        const note: ShiftDownloadNote = { warehouse_id: warehouseId, documents: total, lines: answer.line_count, at: Date.now() };
        await writeLookup(noteKey(warehouseId), note, scope);
        queryClient.setQueryData(['lookup-cache', scope, ...noteKey(warehouseId)], note);
        // an open drawer's stored copy (the placeholder it shows offline) is the downloaded one from now on
        for (const doc of answer.documents) queryClient.setQueryData(['lookup-cache', scope, ...documentKey(doc.id)], { data: doc, fetchedAt: note.at });
        return note;
      } finally {
        setProgress(null);
        void queryClient.invalidateQueries({ queryKey: deviceDocumentsKey(scope) });
      }
    },
  });
  return { ...mutation, progress };
}
