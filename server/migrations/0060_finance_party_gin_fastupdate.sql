-- (issue 21) 0058's party GIN index on order_pricings took every pricing's entries one by one (fastupdate off): measured
-- on 100 000 compact pricings, writing them cost ~2× the CPU without it (insert 4.2–6.9 → 9.0–11.4 s, re-writing every
-- row 6.7–7.5 → 12.4–13.6 s). With a pending list the entries are merged in sorted batches (insert 6.9 s, re-write
-- 10.5 s CPU in the same runs); a small list (256 kB, not the default 4 MB) keeps what a read scans of it — the
-- embedded database runs no autovacuum, so the list is merged only when it fills — to a few milliseconds.
ALTER INDEX "order_pricings_party_ids_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
