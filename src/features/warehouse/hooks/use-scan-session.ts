/**
 * The scan panel's session of one document: each code is confirmed at once from the document on the device
 * (scan-matcher.ts: the domain's rule, as the server applies it), kept in the local list, and an accepted scan — a
 * count's code it did not list included — queued in the outbox. Each row follows its
 * entry: waiting, sent, or refused by the server (its message on the row and in the sync centre's failed list).
 * A sent scan's answer carries the document after it, which replaces the cached copy.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentDetail, ScansAnswer } from '@/domain/warehouse/api';
import { lookupScope } from '@/lib/lookup-cache';
import { onEntrySent, useOutboxEntries } from '@/lib/outbox';
import { useStoreDocument } from '../api/get-document';
import { submitScan } from '../api/submit-scan';
import { matchScan, type PendingUnits, type ScanMatch } from '../utils/scan-matcher';
import { newScanId, patchScan, putScan, readScans, type WarehouseScanRow } from '../utils/scan-store';

export type ScanRowState = 'refused' | 'saving' | 'queued' | 'sent' | 'failed' | 'unsaved';

export interface ScanRowView extends WarehouseScanRow {
  state: ScanRowState;
  /** the server's message (failed) or why it was not stored (unsaved) */
  serverMessage: string;
}

export interface UseScanSessionOptions {
  doc: DocumentDetail | undefined;
  /** count of a whole warehouse: the location being counted */
  locationId?: number;
  onAccepted?(): void;
  onRefused?(): void;
}

export function useScanSession({ doc, locationId, onAccepted, onRefused }: UseScanSessionOptions) {
  const scope = lookupScope();
  const docId = doc?.id;
  const [rows, setRows] = useState<WarehouseScanRow[]>([]);
  const outbox = useOutboxEntries();
  const storeDocument = useStoreDocument();

  useEffect(() => {
    let live = true;
    setRows([]);
    if (scope && docId) void readScans(scope, docId).then((r) => live && setRows(r));
    return () => {
      live = false;
    };
  }, [scope, docId]);

  // a sent scan of this document answers the document after it: the cached copy (offline too) is replaced
  useEffect(
    () =>
      onEntrySent((entry, result) => {
        if (entry.kind !== 'warehouse.scan' || (entry.payload as { docId?: number } | null)?.docId !== docId) return;
        const document = (result as Partial<ScansAnswer> | null)?.document;
        if (document?.lines) storeDocument(document);
      }),
    [docId, storeDocument],
  );

  const pendingIds = useMemo(() => new Set(outbox.pending.map((e) => e.id)), [outbox.pending]);
  const failedById = useMemo(() => new Map(outbox.failed.map((e) => [e.id, e.lastError?.msg ?? ''])), [outbox.failed]);

  const view = useMemo<ScanRowView[]>(
    () =>
      rows.map((r) => {
        if (r.verdict !== 'ok') return { ...r, state: 'refused', serverMessage: '' };
        if (r.server?.result === 'unsaved') return { ...r, state: 'unsaved', serverMessage: r.server.message };
        if (!r.entryId) return { ...r, state: 'saving', serverMessage: '' };
        if (failedById.has(r.entryId)) return { ...r, state: 'failed', serverMessage: failedById.get(r.entryId) ?? '' };
        // until the outbox's lists are read, an entry is taken as waiting (its units count as not yet applied)
        if (pendingIds.has(r.entryId) || !outbox.loaded) return { ...r, state: 'queued', serverMessage: '' };
        return { ...r, state: 'sent', serverMessage: r.server?.message ?? '' };
      }),
    [rows, pendingIds, failedById, outbox.loaded],
  );
  const viewRef = useRef(view);
  viewRef.current = view;
  /** rows added since the last render: two scans faster than a render still see each other */
  const fresh = useRef<WarehouseScanRow[]>([]);

  /** units accepted here that the server's figures do not include yet */
  const pending = useMemo<PendingUnits[]>(
    () => view.filter((r) => (r.state === 'queued' || r.state === 'saving') && r.lineId !== null).map((r) => ({ lineId: r.lineId!, quantity: r.quantity })),
    [view],
  );

  const patch = useCallback((id: string, change: Partial<WarehouseScanRow>) => {
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...change } : r)));
    void patchScan(id, change);
  }, []);

  const scan = useCallback(
    (rawCode: string, quantity = 1): ScanMatch | null => {
      const code = rawCode.trim().slice(0, 64);
      if (!code || !doc || !scope) return null;
      const known = new Set(viewRef.current.map((r) => r.id));
      fresh.current = fresh.current.filter((r) => !known.has(r.id));
      const current: ScanRowView[] = [...fresh.current.map((r) => ({ ...r, state: 'saving' as const, serverMessage: '' })), ...viewRef.current];
      const scannedCartons = new Set(current.filter((r) => r.verdict === 'ok' && r.packageNo && r.state !== 'failed').map((r) => r.packageNo));
      const unsent = current.filter((r) => (r.state === 'queued' || r.state === 'saving') && r.lineId !== null).map((r) => ({ lineId: r.lineId!, quantity: r.quantity }));
      // where the code was found: the location being counted (a whole-warehouse count) or the document's own, as the server takes it
      const at = locationId ?? doc.location_id ?? null;
      const match = matchScan({ kind: doc.kind, status: doc.status, lines: doc.lines, pending: unsent, scannedCartons, code, quantity, locationId: at });
      const now = new Date();
      const row: WarehouseScanRow = {
        id: newScanId(),
        scope,
        docId: doc.id,
        code,
        quantity: match.quantity,
        lineId: match.lineId,
        packageNo: match.packageNo,
        verdict: match.result,
        entryId: null,
        server: null,
        occurredAt: now.toISOString(),
        createdAt: now.getTime(),
      };
      // the row shows before anything is stored: the verdict is the device's, at once
      fresh.current.push(row);
      setRows((rs) => [row, ...rs]);
      void putScan(row);
      if (match.result !== 'ok') {
        onRefused?.();
        return match;
      }
      onAccepted?.();
      // the verdict answers at once; the outbox entry is written right after (the row reads 'saving' until it is)
      submitScan({ docId: doc.id, docNo: doc.doc_no, scanId: row.id, code, quantity: match.quantity, locationId, occurredAt: now }).then(
        (queued) => patch(row.id, { entryId: queued.entry.id }),
        // not stored (quota, signed out): the row says so and nothing pretends it will be sent
        (e: unknown) => patch(row.id, { server: { result: 'unsaved', message: e instanceof Error ? e.message : String(e) } }),
      );
      return match;
    },
    [doc, scope, locationId, onAccepted, onRefused, patch],
  );

  return { rows: view, pending, scan };
}
