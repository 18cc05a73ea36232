/**
 * The dock tablet's session of one load and phase (loading at the origin, unloading at the destination): each code
 * is matched at once on the device (matchLoadScan on the downloaded load, utils/dock.ts), shown with its verdict,
 * kept in the device's list (lookup cache, per load) and — when accepted — queued in the outbox as its own
 * 'transit.scan' entry. Each row follows its entry: waiting, sent, or refused by the server (its message on the
 * row and in the sync centre). A sent scan answers the load after it, which replaces the cached copy.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadScansAnswer, type LoadDetail } from '@/domain/transit/api';
import type { LoadScanMatch, ScanPhase } from '@/domain/transit/scan-match';
import { lookupScope, readLookup, writeLookup } from '@/lib/lookup-cache';
import { onEntrySent, useOutboxEntries } from '@/lib/outbox';
import { useStoreLoad } from '../api/loads';
import { newScanId, submitDockScan } from '../api/submit-scan';
import { countingDeviceScans, dockFigures, dockModel, matchOnDevice, type DeviceScan, type DeviceScanState } from '../utils/dock';

export interface DeviceScanView extends DeviceScan {
  state: DeviceScanState;
  serverMessage: string;
}

const deviceScansKey = (loadId: number) => ['transit', 'device-scans', loadId] as const;

export interface UseDockSessionOptions {
  load: LoadDetail | undefined;
  scanPhase: ScanPhase;
  onAccepted?(): void;
  onRefused?(): void;
}

export function useDockSession({ load, scanPhase, onAccepted, onRefused }: UseDockSessionOptions) {
  const scope = lookupScope();
  const loadId = load?.id;
  const [rows, setRows] = useState<DeviceScan[]>([]);
  const rowsRef = useRef<DeviceScan[]>([]);
  const outbox = useOutboxEntries();
  const storeLoad = useStoreLoad();

  const commit = useCallback(
    (next: DeviceScan[]) => {
      rowsRef.current = next;
      setRows(next);
      if (loadId) void writeLookup(deviceScansKey(loadId), next);
    },
    [loadId],
  );

  useEffect(() => {
    let live = true;
    rowsRef.current = [];
    setRows([]);
    if (scope && loadId)
      void readLookup<DeviceScan[]>(deviceScansKey(loadId)).then((r) => {
        if (!live || !r?.data) return;
        // scans made before the stored list was read stay on top
        const merged = [...rowsRef.current, ...r.data.filter((x) => !rowsRef.current.some((y) => y.id === x.id))];
        rowsRef.current = merged;
        setRows(merged);
      });
    return () => {
      live = false;
    };
  }, [scope, loadId]);

  // a sent scan of this load answers the load after it: the cached copy (offline too) is replaced
  useEffect(
    () =>
      onEntrySent((entry, result) => {
        if (entry.kind !== 'transit.scan' || (entry.payload as { loadId?: number } | null)?.loadId !== loadId) return;
        const answer = loadScansAnswer.safeParse(result);
        if (answer.success) storeLoad(answer.data.load);
      }),
    [loadId, storeLoad],
  );

  const pendingIds = useMemo(() => new Set(outbox.pending.map((e) => e.id)), [outbox.pending]);
  const failedById = useMemo(() => new Map(outbox.failed.map((e) => [e.id, e.lastError?.msg ?? ''])), [outbox.failed]);

  const view = useMemo<DeviceScanView[]>(
    () =>
      rows.map((r) => {
        if (!r.accepted) return { ...r, state: 'refused', serverMessage: '' };
        if (r.unsaved) return { ...r, state: 'unsaved', serverMessage: r.unsaved };
        if (!r.entryId) return { ...r, state: 'saving', serverMessage: '' };
        if (failedById.has(r.entryId)) return { ...r, state: 'failed', serverMessage: failedById.get(r.entryId) ?? '' };
        if (pendingIds.has(r.entryId) || !outbox.loaded) return { ...r, state: 'queued', serverMessage: '' };
        return { ...r, state: 'sent', serverMessage: '' };
      }),
    [rows, pendingIds, failedById, outbox.loaded],
  );

  const model = useMemo(() => (load ? dockModel(load) : null), [load]);
  const counting = useMemo(() => countingDeviceScans(view, scanPhase), [view, scanPhase]);
  const figures = useMemo(() => (load && model ? dockFigures(load, model, counting) : null), [load, model, counting]);
  /** accepted here, not yet in the server's figures */
  const waiting = view.filter((r) => r.phase === scanPhase && (r.state === 'queued' || r.state === 'saving')).length;
  const failedRef = useRef(failedById);
  failedRef.current = failedById;

  const patch = useCallback((id: string, change: Partial<DeviceScan>) => commit(rowsRef.current.map((r) => (r.id === id ? { ...r, ...change } : r))), [commit]);

  const scan = useCallback(
    (rawCode: string): LoadScanMatch | null => {
      const code = rawCode.trim().toUpperCase().slice(0, 64);
      if (!code || !load || !model || !scope) return null;
      // two scans faster than a render still see each other: the rows are read from the ref, not the last render
      const failed = failedRef.current;
      const counted = rowsRef.current.filter((r) => r.accepted && !r.unsaved && r.phase === scanPhase && !(r.entryId && failed.has(r.entryId)));
      const match = matchOnDevice(model, load, counted, scanPhase, code);
      const now = new Date();
      const row: DeviceScan = {
        id: newScanId(),
        phase: scanPhase,
        code,
        packageNo: match.packageNo,
        result: match.result,
        accepted: match.accepted,
        provisional: !!match.provisional,
        entryId: null,
        occurredAt: now.toISOString(),
      };
      commit([row, ...rowsRef.current]);
      if (!match.accepted) {
        onRefused?.();
        return match;
      }
      onAccepted?.();
      submitDockScan({ loadId: load.id, loadNo: load.load_no, scanId: row.id, phase: scanPhase, code, occurredAt: now }).then(
        (queued) => patch(row.id, { entryId: queued.entry.id }),
        (e: unknown) => patch(row.id, { unsaved: e instanceof Error ? e.message : String(e) }),
      );
      return match;
    },
    [load, model, scope, scanPhase, commit, patch, onAccepted, onRefused],
  );

  return { rows: view, figures, waiting, scan };
}
