/**
 * Keeps the cards in step with the outbox: a sent entry gives its order the server's new status, a rejected one
 * puts the card back (its msg shown on the card); also re-reads when another tab changes the outbox.
 */
import { useEffect, useRef } from 'react';
import { onEntrySent, subscribeOutbox } from '@/lib/outbox';
import { statusOfResult } from '../api/submit-field-action';
import { markApplied } from '../utils/field-store';
import { useFieldScope, useRefreshField } from './use-field-orders';

const REFRESH_EVERY_MS = 400;

export function useFieldSync(onSent?: (orderNo: string, status: string | null) => void) {
  const { scope } = useFieldScope();
  const refresh = useRefreshField();
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    if (!scope) return;
    // a burst of scans (or a thousand entries replaying) changes the outbox many times a second: the cards
    // re-read the local database at most every 400 ms, and once more after the burst
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const scheduleRefresh = () => {
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = null;
          last = Date.now();
          void refresh();
        },
        Math.max(0, last + REFRESH_EVERY_MS - Date.now()),
      );
    };
    const offSent = onEntrySent((entry, result) => {
      if (entry.kind !== 'order.action' || !entry.entity.startsWith('order:') || entry.scope !== scope) return;
      const orderNo = entry.entity.slice(6);
      const status = statusOfResult(result);
      sent.current?.(orderNo, status);
      void markApplied(scope, orderNo, status).then(scheduleRefresh);
    });
    const offSummary = subscribeOutbox(scheduleRefresh);
    return () => {
      offSent();
      offSummary();
      if (timer) clearTimeout(timer);
    };
  }, [scope, refresh]);
}
