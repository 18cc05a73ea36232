CREATE INDEX "order_fees_company_target_party_created_idx" ON "order_fees" USING btree ("company_id","settle_target_type","settle_target_id","created_at");--> statement-breakpoint
-- (issue 21) the estimated fee lines' parties sit inside order_pricings.lines (objects, or since 0051 the compact
-- arrays [key, party_id, …]); a bill draft's journal and the bills list's totals read one party's (or a page's
-- parties') estimates of a range: a GIN index on the ids of the parties an order's lines name, whatever their type
-- (the view order_estimated_fees still decides the type), so those reads find the orders instead of scanning the
-- company's pricings. Immutable: it reads only its argument. fastupdate off: the embedded database runs no autovacuum,
-- and a pending list left unmerged is scanned whole by every read (300 ms at 50 000 pricings).
CREATE OR REPLACE FUNCTION order_pricing_party_ids(lines jsonb) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT x.party_id ORDER BY x.party_id), '{}'::int[])
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(lines) = 'array' THEN lines ELSE '[]'::jsonb END) v(line)
  CROSS JOIN LATERAL (SELECT CASE jsonb_typeof(v.line) WHEN 'object' THEN (v.line->>'party_id')::int WHEN 'array' THEN (v.line->>1)::int END AS party_id) x
  WHERE x.party_id IS NOT NULL
$$;
--> statement-breakpoint
CREATE INDEX "order_pricings_party_ids_idx" ON "order_pricings" USING gin (order_pricing_party_ids("lines")) WITH (fastupdate = off);
