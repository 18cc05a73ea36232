/**
 * One scanning session: each code is confirmed at once from the downloaded orders (or, online, the server's copy
 * of an order not downloaded), an accepted one queued as its own outbox entry (one bad order never fails the
 * rest), and each row follows its entry until sent or rejected.
 */
import { useCallback, useRef, useState } from 'react';
import type { OrderRole } from '@/domain/order-lifecycle';
import { lookupFieldOrder } from '../api/get-order';
import { submitFieldAction } from '../api/submit-field-action';
import { decideScan, type ScanOperation, type ScanVerdict } from '../utils/field-status';
import { readFieldOrder, storeOne } from '../utils/field-store';
import { parseScannedCode } from '../utils/scan-code';
import { useFieldSync } from './use-field-sync';

export type ScanRowState = 'checking' | 'queued' | 'sent' | 'failed' | 'refused' | 'duplicate' | 'invalid';

export interface ScanRow {
  id: number;
  code: string;
  orderNo: string | null;
  op: ScanOperation;
  state: ScanRowState;
  verdict?: ScanVerdict;
  /** the server's msg of a rejection */
  msg?: string;
  at: number;
}

export interface ScanSessionOptions {
  scope: string | null;
  role: OrderRole | null;
  online: boolean;
  onAccepted?(): void;
  onRefused?(): void;
}

export function useScanSession({ scope, role, online, onAccepted, onRefused }: ScanSessionOptions) {
  const [rows, setRows] = useState<ScanRow[]>([]);
  const seq = useRef(0);
  /** `${op}|${orderNo}` accepted in this session, and those being checked right now */
  const accepted = useRef(new Set<string>());
  const checking = useRef(new Set<string>());

  const patch = useCallback((id: number, change: Partial<ScanRow>) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...change } : r))), []);

  useFieldSync(
    useCallback((orderNo: string) => {
      setRows((rs) => rs.map((r) => (r.orderNo === orderNo && r.state === 'queued' ? { ...r, state: 'sent' } : r)));
    }, []),
  );

  const confirm = useCallback(
    async (id: number, scope: string, orderNo: string, op: ScanOperation, data: Record<string, unknown>) => {
      const key = `${op}|${orderNo}`;
      let local = await readFieldOrder(scope, orderNo);
      if (!local && online && !accepted.current.has(key)) {
        try {
          const found = await lookupFieldOrder(orderNo);
          if (found) local = await storeOne(scope, found);
        } catch {
          // the network failed mid-lookup: the order stays unknown
        }
      }
      const verdict = decideScan(op, role, local, accepted.current.has(key));
      if (verdict.kind !== 'accept') {
        patch(id, { state: verdict.kind === 'duplicate' ? 'duplicate' : 'refused', verdict });
        if (verdict.kind === 'duplicate') onAccepted?.();
        else onRefused?.();
        return;
      }
      accepted.current.add(key);
      patch(id, { state: 'queued', verdict });
      onAccepted?.();
      try {
        const outcome = await submitFieldAction({ scope, orderNo, action: op, data, to: verdict.to });
        if (outcome.outcome === 'sent') patch(id, { state: 'sent' });
        if (outcome.outcome === 'rejected') {
          accepted.current.delete(key);
          patch(id, { state: 'failed', msg: outcome.error.msg || outcome.error.message });
        }
      } catch (e) {
        accepted.current.delete(key);
        patch(id, { state: 'failed', msg: e instanceof Error ? e.message : String(e) });
      }
    },
    [role, online, onAccepted, onRefused, patch],
  );

  const scan = useCallback(
    async (code: string, op: ScanOperation, data: Record<string, unknown>) => {
      const id = ++seq.current;
      const orderNo = parseScannedCode(code);
      setRows((rs) => [{ id, code: code.trim(), orderNo, op, state: orderNo ? 'checking' : 'invalid', at: Date.now() }, ...rs]);
      if (!orderNo || !scope) {
        onRefused?.();
        return;
      }
      const key = `${op}|${orderNo}`;
      if (checking.current.has(key)) {
        patch(id, { state: 'duplicate', verdict: { kind: 'duplicate' } });
        return;
      }
      checking.current.add(key);
      try {
        await confirm(id, scope, orderNo, op, data);
      } finally {
        checking.current.delete(key);
      }
    },
    [scope, onRefused, patch, confirm],
  );

  /** Rows whose entry failed later (in the outbox) get its msg. */
  const markFailed = useCallback((failed: ReadonlyMap<string, string>) => {
    setRows((rs) => rs.map((r) => (r.orderNo && r.state === 'queued' && failed.has(r.orderNo) ? { ...r, state: 'failed', msg: failed.get(r.orderNo) } : r)));
  }, []);

  return { rows, scan, markFailed, clear: () => setRows([]) };
}
