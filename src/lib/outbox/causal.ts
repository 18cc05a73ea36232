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
