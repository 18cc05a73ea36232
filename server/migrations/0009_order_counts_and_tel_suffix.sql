-- Exact order totals per company and status without counting a million rows: statement-level triggers keep
-- order_status_counts in step with every insert, update and delete of orders (destroyed orders, deleted_at set,
-- leave the counts). The waybill list and the dashboard read totals from here when only the status filters apply.
-- The table lives outside the drizzle schema on purpose (it is written only by these triggers).
CREATE TABLE "order_status_counts" (
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("company_id", "status")
);
--> statement-breakpoint
CREATE FUNCTION order_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_counts (company_id, status, n)
      SELECT company_id, status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET n = order_status_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_counts (company_id, status, n)
      SELECT company_id, status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET n = order_status_counts.n + excluded.n;
  ELSE
    -- only real moves touch a counter row, so edits that keep the status take no counter lock
    INSERT INTO order_status_counts (company_id, status, n)
      SELECT company_id, status, sum(d) FROM (
        SELECT company_id, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT company_id, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      ) moves GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (company_id, status) DO UPDATE SET n = order_status_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_ins AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_upd AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_del AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_apply();
--> statement-breakpoint
INSERT INTO order_status_counts (company_id, status, n) SELECT company_id, status, count(*) FROM "orders" WHERE deleted_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- the receiver's phone by its last digits (尾号): a prefix search on the reversed number
CREATE INDEX "orders_company_end_tel_rev_idx" ON "orders" ("company_id", reverse("end_tel") text_pattern_ops);
