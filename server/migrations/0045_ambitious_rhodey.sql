CREATE TABLE "report_fee_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"consignor_id" integer NOT NULL,
	"source" text NOT NULL,
	"direction" text NOT NULL,
	"sum_cents" bigint DEFAULT 0 NOT NULL,
	"fee_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_fee_daily_company_id_day_store_id_consignor_id_source_direction_pk" PRIMARY KEY("company_id","day","store_id","consignor_id","source","direction")
);
--> statement-breakpoint
-- the shop cost report's daily fee projection (src/domain/report/README.md): written by these triggers only, in the
-- statement that writes the fee rows; the order's China creation day, store and consignor are its key, a deleted
-- order's fees leave it
CREATE OR REPLACE FUNCTION report_fee_daily_fees() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_TABLE_NAME WHEN 'order_fees' THEN 'fee' ELSE 'est' END;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    SELECT o.company_id, (o.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(o.store_resource_id, 0), coalesce(o.consignor_resource_id, 0), src, x.direction,
           -sum(x.amount_cents), -count(*)
    FROM old_rows x JOIN orders o ON o.id = x.order_id AND o.deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 6 ORDER BY 1, 2, 3, 4, 6
    ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
    DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    SELECT o.company_id, (o.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(o.store_resource_id, 0), coalesce(o.consignor_resource_id, 0), src, x.direction,
           sum(x.amount_cents), count(*)
    FROM new_rows x JOIN orders o ON o.id = x.order_id AND o.deleted_at IS NULL
    GROUP BY 1, 2, 3, 4, 6 ORDER BY 1, 2, 3, 4, 6
    ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
    DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_fees_report_ins AFTER INSERT ON order_fees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
CREATE TRIGGER order_fees_report_upd AFTER UPDATE ON order_fees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
CREATE TRIGGER order_fees_report_del AFTER DELETE ON order_fees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
CREATE TRIGGER order_estimated_fees_report_ins AFTER INSERT ON order_estimated_fees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
CREATE TRIGGER order_estimated_fees_report_upd AFTER UPDATE ON order_estimated_fees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
CREATE TRIGGER order_estimated_fees_report_del AFTER DELETE ON order_estimated_fees REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_fees();
--> statement-breakpoint
-- an order moving to another store, consignor or day, or deleted / restored: its fees leave the old key, join the new
CREATE OR REPLACE FUNCTION report_fee_daily_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
  SELECT k.company_id, k.day, k.store_id, k.consignor_id, f.source, f.direction, sum(k.sign * f.amount_cents), sum(k.sign)
  FROM (VALUES
          (OLD.company_id, (OLD.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(OLD.store_resource_id, 0), coalesce(OLD.consignor_resource_id, 0), -1, OLD.deleted_at IS NULL),
          (NEW.company_id, (NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(NEW.store_resource_id, 0), coalesce(NEW.consignor_resource_id, 0), 1, NEW.deleted_at IS NULL)
       ) k(company_id, day, store_id, consignor_id, sign, live)
  CROSS JOIN (SELECT 'fee' AS source, direction, amount_cents FROM order_fees WHERE order_id = NEW.id
              UNION ALL SELECT 'est', direction, amount_cents FROM order_estimated_fees WHERE order_id = NEW.id) f
  WHERE k.live
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
  DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_report_fee_daily AFTER UPDATE OF company_id, created_at, store_resource_id, consignor_resource_id, deleted_at ON orders
  FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.store_resource_id IS DISTINCT FROM NEW.store_resource_id
        OR OLD.consignor_resource_id IS DISTINCT FROM NEW.consignor_resource_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION report_fee_daily_order();
--> statement-breakpoint
INSERT INTO report_fee_daily (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
SELECT o.company_id, (o.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(o.store_resource_id, 0), coalesce(o.consignor_resource_id, 0), f.source, f.direction,
       sum(f.amount_cents), count(*)
FROM (SELECT 'fee' AS source, order_id, direction, amount_cents FROM order_fees
      UNION ALL SELECT 'est', order_id, direction, amount_cents FROM order_estimated_fees) f
JOIN orders o ON o.id = f.order_id AND o.deleted_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6;
