CREATE TABLE "report_shop_daily" (
	"company_id" integer NOT NULL,
	"dim" text NOT NULL,
	"day" date NOT NULL,
	"key_id" integer NOT NULL,
	"source" text NOT NULL,
	"direction" text NOT NULL,
	"sum_cents" bigint DEFAULT 0 NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_shop_daily_company_id_dim_day_key_id_source_direction_pk" PRIMARY KEY("company_id","dim","day","key_id","source","direction")
);
--> statement-breakpoint
-- (issue 21) the shop cost report's order counts join its daily projection: report_fee_daily rows of source 'ord'
-- (direction '', fee_count = the orders created that China day with that store and consignor, deleted ones left out),
-- written by statement triggers on orders (one grouped upsert per statement: a bulk import is one) and by the order
-- row trigger of 0045 when an order moves to another store, consignor or day, or is deleted / restored
CREATE OR REPLACE FUNCTION report_fee_daily_order_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, created_at, store_resource_id, consignor_resource_id, 1 AS sign FROM new_rows WHERE deleted_at IS NULL'
    ELSE 'SELECT company_id, created_at, store_resource_id, consignor_resource_id, -1 AS sign FROM old_rows WHERE deleted_at IS NULL'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    SELECT x.company_id, (x.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(x.store_resource_id, 0), coalesce(x.consignor_resource_id, 0), 'ord', '', 0, sum(x.sign)
    FROM (%s) x
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
    DO UPDATE SET fee_count = r.fee_count + excluded.fee_count$q$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_report_count_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_order_count();
--> statement-breakpoint
CREATE TRIGGER orders_report_count_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_order_count();
--> statement-breakpoint
-- 0045's order row trigger moves the order's count with its fees (the 'ord' row below, amount 0, one order)
CREATE OR REPLACE FUNCTION report_fee_daily_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
  SELECT k.company_id, k.day, k.store_id, k.consignor_id, f.source, f.direction, sum(k.sign * f.amount_cents), sum(k.sign)
  FROM (VALUES
          (OLD.company_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(OLD.store_resource_id, 0), coalesce(OLD.consignor_resource_id, 0), -1, OLD.deleted_at IS NULL),
          (NEW.company_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(NEW.store_resource_id, 0), coalesce(NEW.consignor_resource_id, 0), 1, NEW.deleted_at IS NULL)
       ) k(company_id, day, store_id, consignor_id, sign, live)
  CROSS JOIN (SELECT 'fee' AS source, direction, amount_cents FROM order_fees WHERE order_id = NEW.id
              UNION ALL SELECT 'est', direction, amount_cents FROM order_estimated_fees WHERE order_id = NEW.id
              UNION ALL SELECT 'ord', '', 0) f
  WHERE k.live
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
  DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
SELECT company_id, (created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(store_resource_id, 0), coalesce(consignor_resource_id, 0), 'ord', '', 0, count(*)
FROM orders WHERE deleted_at IS NULL
GROUP BY 1, 2, 3, 4
ON CONFLICT (company_id, day, store_id, consignor_id, source, direction) DO UPDATE SET fee_count = excluded.fee_count;
--> statement-breakpoint
-- report_shop_daily: report_fee_daily rolled up per store and per consignor, by statement triggers on it (the change
-- of each statement, new rows minus old, grouped; upserts in key order)
CREATE OR REPLACE FUNCTION report_shop_daily_roll() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT company_id, day, store_id, consignor_id, source, direction, -sum_cents, -fee_count FROM old_rows'
    ELSE 'SELECT company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count FROM new_rows
          UNION ALL SELECT company_id, day, store_id, consignor_id, source, direction, -sum_cents, -fee_count FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_shop_daily AS r (company_id, dim, day, key_id, source, direction, sum_cents, n)
    SELECT x.company_id, k.dim, x.day, k.key_id, x.source, x.direction, sum(x.sum_cents), sum(x.fee_count)
    FROM (%s) x(company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    CROSS JOIN LATERAL (VALUES ('store', x.store_id), ('consignor', x.consignor_id)) k(dim, key_id)
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(x.sum_cents) <> 0 OR sum(x.fee_count) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (company_id, dim, day, key_id, source, direction)
    DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, n = r.n + excluded.n$q$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO report_shop_daily (company_id, dim, day, key_id, source, direction, sum_cents, n)
SELECT x.company_id, k.dim, x.day, k.key_id, x.source, x.direction, sum(x.sum_cents), sum(x.fee_count)
FROM report_fee_daily x CROSS JOIN LATERAL (VALUES ('store', x.store_id), ('consignor', x.consignor_id)) k(dim, key_id)
GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum(x.sum_cents) <> 0 OR sum(x.fee_count) <> 0;
--> statement-breakpoint
CREATE TRIGGER report_fee_daily_roll_ins AFTER INSERT ON report_fee_daily REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_shop_daily_roll();
--> statement-breakpoint
CREATE TRIGGER report_fee_daily_roll_upd AFTER UPDATE ON report_fee_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_shop_daily_roll();
--> statement-breakpoint
CREATE TRIGGER report_fee_daily_roll_del AFTER DELETE ON report_fee_daily REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_shop_daily_roll();
