/**
 * Keeps the cards in step with the outbox: a sent entry gives its order the server's new status, a rejected one
 * puts the card back (its msg shown on the card); also re-reads when another tab changes the outbox.
 */
import { useEffect, useRef } from 'react';
import { onEntrySent, subscribeOutbox } from '@/lib/outbox';
import { statusOfResult } from '../api/submit-field-action';
import { markApplied } from '../utils/field-store';
import { useFieldScope, useRefreshField } from './use-field-orders';

export function useFieldSync(onSent?: (orderNo: string, status: string | null) => void) {
  const { scope } = useFieldScope();
  const refresh = useRefreshField();
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    if (!scope) return;
    const offSent = onEntrySent((entry, result) => {
      if (entry.kind !== 'order.action' || !entry.entity.startsWith('order:') || entry.scope !== scope) return;
      const orderNo = entry.entity.slice(6);
      const status = statusOfResult(result);
      sent.current?.(orderNo, status);
      void markApplied(scope, orderNo, status).then(refresh);
    });
    const offSummary = subscribeOutbox(() => void refresh());
    return () => {
      offSent();
      offSummary();
    };
  }, [scope, refresh]);
}
