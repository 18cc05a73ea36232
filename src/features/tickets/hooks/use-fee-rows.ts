/**
 * The fee row editor's state (spec §4 'Fee row'): the rows as typed, handed to the form 100 ms after the last
 * change (and at once on blur or unmount, so a click on Save never misses the last keystroke), and which fields
 * the user touched (their messages show before the first submit).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeeRow } from '@/domain/tickets/fees';

export const FEE_DEBOUNCE_MS = 100;

export function useFeeRows(rows: FeeRow[], onChange: (rows: FeeRow[]) => void) {
  const [local, setLocal] = useState<FeeRow[]>(rows);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const emitted = useRef<FeeRow[]>(rows);
  const pending = useRef<FeeRow[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // rows replaced from outside (a restored draft, a reload after save): take them
  useEffect(() => {
    if (rows !== emitted.current) {
      emitted.current = rows;
      pending.current = null;
      setLocal(rows);
    }
  }, [rows]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) {
      emitted.current = next;
      onChangeRef.current(next);
    }
  }, []);

  useEffect(() => flush, [flush]);

  const update = useCallback(
    (next: FeeRow[]) => {
      setLocal(next);
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, FEE_DEBOUNCE_MS);
    },
    [flush],
  );

  /** a row added or removed is handed on at once (the debounce is for typing) */
  const updateNow = useCallback(
    (next: FeeRow[]) => {
      update(next);
      flush();
    },
    [update, flush],
  );

  const touch = useCallback((key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key))), []);

  /** after a row is removed, the touched marks of the rows below move up one */
  const dropRow = useCallback((index: number) => {
    setTouched((prev) => {
      const out = new Set<string>();
      for (const k of prev) {
        const [i, field] = k.split('.');
        const n = Number(i);
        if (n < index) out.add(k);
        else if (n > index) out.add(`${n - 1}.${field}`);
      }
      return out;
    });
  }, []);

  return { local, update, updateNow, flush, touched, touch, dropRow };
}
