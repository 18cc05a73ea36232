-- Estimated fee lines stored one row per order (issue 20, src/domain/quote/README.md 'Where fees are computed and
-- stored'): order_pricings.lines holds an order's lines as a jsonb array with the line counts by direction beside the
-- totals; order_estimated_fees becomes a view of one row per line, so finance's bills, the over-area report and the
-- shop cost projection read what they read before. A first pricing of 100 000 orders wrote ~530 000 single-line rows
-- (each with its index entries and identity), most of its time on the embedded database.
ALTER TABLE "order_pricings" DROP CONSTRAINT "order_pricings_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_pricings" DROP CONSTRAINT "order_pricings_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "order_pricings" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pricings" ADD COLUMN "income_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pricings" ADD COLUMN "outlay_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the lines move onto their order's pricing row (one made for lines without one), in the order they were written;
-- the shop cost projection (report_fee_daily) already holds their sums
INSERT INTO order_pricings (order_id, company_id, priced_at)
SELECT e.order_id, min(e.company_id), max(e.priced_at) FROM order_estimated_fees e
WHERE NOT EXISTS (SELECT 1 FROM order_pricings p WHERE p.order_id = e.order_id)
GROUP BY e.order_id;
--> statement-breakpoint
UPDATE order_pricings p SET lines = x.lines, income_cents = x.income, outlay_cents = x.outlay, income_lines = x.ni, outlay_lines = x.no, lines_hash = ''
FROM (
  SELECT order_id,
    jsonb_agg(jsonb_build_object('code', code, 'name', name, 'direction', direction, 'party_type', party_type, 'party_id', party_id, 'party_name', party_name,
      'amount_cents', amount_cents, 'card_id', card_id, 'version_id', version_id, 'version_no', version_no, 'explanation', explanation) ORDER BY id) AS lines,
    coalesce(sum(amount_cents) FILTER (WHERE direction = 'INCOME'), 0) AS income, coalesce(sum(amount_cents) FILTER (WHERE direction = 'OUTLAY'), 0) AS outlay,
    count(*) FILTER (WHERE direction = 'INCOME') AS ni, count(*) FILTER (WHERE direction = 'OUTLAY') AS no
  FROM order_estimated_fees GROUP BY order_id
) x
WHERE x.order_id = p.order_id;
--> statement-breakpoint
DROP TABLE "order_estimated_fees";
--> statement-breakpoint
CREATE VIEW order_estimated_fees AS
SELECT p.company_id, p.order_id, l.line_no::int AS line_no, l.code, l.name, l.direction, l.party_type, l.party_id, coalesce(l.party_name, '') AS party_name,
       l.amount_cents, l.card_id, l.version_id, l.version_no, coalesce(l.explanation, '{}'::jsonb) AS explanation, p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(p.lines) AS (code text, name text, direction text, party_type text, party_id int, party_name text,
  amount_cents bigint, card_id int, version_id int, version_no int, explanation jsonb)) WITH ORDINALITY
  AS l(code, name, direction, party_type, party_id, party_name, amount_cents, card_id, version_id, version_no, explanation, line_no);
--> statement-breakpoint
-- a line inserted into the view is appended to its order's lines (a pricing row made for it); a line deleted leaves
-- them (the first equal one). Totals and counts follow; lines_hash is cleared, so the next re-pricing writes the order
CREATE OR REPLACE FUNCTION order_estimated_fees_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  idx int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_pricings AS p (order_id, company_id, priced_at, lines, income_cents, outlay_cents, income_lines, outlay_lines)
    VALUES (NEW.order_id, NEW.company_id, coalesce(NEW.priced_at, now()),
      jsonb_build_array(jsonb_build_object('code', NEW.code, 'name', NEW.name, 'direction', NEW.direction, 'party_type', NEW.party_type, 'party_id', NEW.party_id,
        'party_name', coalesce(NEW.party_name, ''), 'amount_cents', NEW.amount_cents, 'card_id', NEW.card_id, 'version_id', NEW.version_id, 'version_no', NEW.version_no,
        'explanation', coalesce(NEW.explanation, '{}'::jsonb))),
      CASE WHEN NEW.direction = 'INCOME' THEN NEW.amount_cents ELSE 0 END, CASE WHEN NEW.direction = 'OUTLAY' THEN NEW.amount_cents ELSE 0 END,
      (NEW.direction = 'INCOME')::int, (NEW.direction = 'OUTLAY')::int)
    ON CONFLICT (order_id) DO UPDATE SET lines = p.lines || excluded.lines, priced_at = excluded.priced_at,
      income_cents = p.income_cents + excluded.income_cents, outlay_cents = p.outlay_cents + excluded.outlay_cents,
      income_lines = p.income_lines + excluded.income_lines, outlay_lines = p.outlay_lines + excluded.outlay_lines, lines_hash = '';
    RETURN NEW;
  END IF;
  SELECT e.i - 1 INTO idx
  FROM order_pricings p, jsonb_array_elements(p.lines) WITH ORDINALITY e(v, i)
  WHERE p.order_id = OLD.order_id AND e.v->>'code' = OLD.code AND e.v->>'direction' = OLD.direction AND (e.v->>'amount_cents')::bigint = OLD.amount_cents
    AND e.v->>'party_type' = OLD.party_type AND (e.v->>'party_id')::int IS NOT DISTINCT FROM OLD.party_id
    AND (e.v->>'card_id')::int = OLD.card_id AND (e.v->>'version_id')::int = OLD.version_id
  ORDER BY e.i LIMIT 1;
  IF idx IS NULL THEN RETURN NULL; END IF;
  UPDATE order_pricings p SET lines = p.lines - idx,
    income_cents = p.income_cents - CASE WHEN OLD.direction = 'INCOME' THEN OLD.amount_cents ELSE 0 END,
    outlay_cents = p.outlay_cents - CASE WHEN OLD.direction = 'OUTLAY' THEN OLD.amount_cents ELSE 0 END,
    income_lines = p.income_lines - (OLD.direction = 'INCOME')::int, outlay_lines = p.outlay_lines - (OLD.direction = 'OUTLAY')::int, lines_hash = ''
  WHERE p.order_id = OLD.order_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_estimated_fees_write INSTEAD OF INSERT OR DELETE ON order_estimated_fees FOR EACH ROW EXECUTE FUNCTION order_estimated_fees_write();
--> statement-breakpoint
-- the shop cost projection's estimates ('est') follow the pricing rows: an order's totals and line counts by direction
-- leave with the old row and join with the new one; a row rewritten with the same totals and counts (a re-pricing
-- that moved a line between parties, or only checked the order) costs nothing here
CREATE OR REPLACE FUNCTION report_fee_daily_pricings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT order_id, 1 AS sign, income_cents, outlay_cents, income_lines, outlay_lines FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT order_id, -1 AS sign, income_cents, outlay_cents, income_lines, outlay_lines FROM old_rows'
    ELSE 'SELECT x.order_id, s.* FROM old_rows x JOIN new_rows y ON y.order_id = x.order_id
      CROSS JOIN LATERAL (VALUES (-1, x.income_cents, x.outlay_cents, x.income_lines, x.outlay_lines), (1, y.income_cents, y.outlay_cents, y.income_lines, y.outlay_lines))
        s(sign, income_cents, outlay_cents, income_lines, outlay_lines)
      WHERE (x.income_cents, x.outlay_cents, x.income_lines, x.outlay_lines) IS DISTINCT FROM (y.income_cents, y.outlay_cents, y.income_lines, y.outlay_lines)'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_fee_daily AS r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    SELECT o.company_id, (o.created_at AT TIME ZONE 'Asia/Shanghai')::date, coalesce(o.store_resource_id, 0), coalesce(o.consignor_resource_id, 0), 'est', d.direction,
           sum(x.sign * d.cents), sum(x.sign * d.n)
    FROM (%s) x
    CROSS JOIN LATERAL (VALUES ('INCOME', x.income_cents, x.income_lines), ('OUTLAY', x.outlay_cents, x.outlay_lines)) d(direction, cents, n)
    JOIN orders o ON o.id = x.order_id AND o.deleted_at IS NULL
    WHERE d.n <> 0
    GROUP BY 1, 2, 3, 4, 6
    HAVING sum(x.sign * d.cents) <> 0 OR sum(x.sign * d.n) <> 0
    ORDER BY 1, 2, 3, 4, 6
    ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
    DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count$q$, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_ins AFTER INSERT ON order_pricings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_pricings();
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_upd AFTER UPDATE ON order_pricings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_pricings();
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_del AFTER DELETE ON order_pricings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_fee_daily_pricings();
