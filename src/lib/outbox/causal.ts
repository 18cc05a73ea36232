/** Causal order per entity (README 'Rules'): which entries may be sent now. */
import type { OutboxRow } from '@/lib/db';

/** The first unfinished entry of each entity, when pending and due: later entries of an entity wait for it. */
export function dueEntries(rows: readonly OutboxRow[], now: number): OutboxRow[] {
  const seen = new Set<string>();
  const due: OutboxRow[] = [];
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (seen.has(row.entity)) continue;
    seen.add(row.entity);
    if (row.status === 'pending' && row.nextAttemptAt <= now) due.push(row);
  }
  return due;
}

/** When the backoff timer should wake: the earliest entry that may go next but waits past `now`; null when none does. */
export function nextWakeAt(rows: readonly OutboxRow[], now: number): number | null {
  const waiting = dueEntries(rows, Infinity).filter((r) => r.nextAttemptAt > now);
  return waiting.length ? Math.min(...waiting.map((r) => r.nextAttemptAt)) : null;
}
