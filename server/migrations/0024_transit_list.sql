CREATE TABLE "transit_load_counts" (
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transit_load_counts_pk" PRIMARY KEY("company_id","type","status")
);
--> statement-breakpoint
DROP INDEX "transit_loads_company_created_idx";--> statement-breakpoint
CREATE INDEX "transit_loads_company_created_asc_idx" ON "transit_loads" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- the load list's total per company, type and status, kept with every write (statement triggers, like order_status_counts)
CREATE FUNCTION transit_load_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO transit_load_counts (company_id, type, status, n)
      SELECT company_id, type, status, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, type, status) DO UPDATE SET n = transit_load_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO transit_load_counts (company_id, type, status, n)
      SELECT company_id, type, status, -count(*) FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (company_id, type, status) DO UPDATE SET n = transit_load_counts.n + excluded.n;
  ELSE
    -- only real moves touch a counter row, so edits that keep the status take no counter lock
    INSERT INTO transit_load_counts (company_id, type, status, n)
      SELECT company_id, type, status, sum(d) FROM (
        SELECT company_id, type, status, -1 AS d FROM old_rows
        UNION ALL
        SELECT company_id, type, status, 1 AS d FROM new_rows
      ) moves GROUP BY 1, 2, 3 HAVING sum(d) <> 0
    ON CONFLICT (company_id, type, status) DO UPDATE SET n = transit_load_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transit_load_counts_ins AFTER INSERT ON "transit_loads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transit_load_counts_apply();
--> statement-breakpoint
CREATE TRIGGER transit_load_counts_upd AFTER UPDATE ON "transit_loads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transit_load_counts_apply();
--> statement-breakpoint
CREATE TRIGGER transit_load_counts_del AFTER DELETE ON "transit_loads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transit_load_counts_apply();
--> statement-breakpoint
INSERT INTO transit_load_counts (company_id, type, status, n) SELECT company_id, type, status, count(*) FROM "transit_loads" GROUP BY 1, 2, 3;
