-- (issue 20, src/domain/quote/README.md 'Re-pricing on two cores') order_pricings.lines becomes json (the text as
-- written, checked but not taken apart) instead of jsonb. The lines are small arrays of figures
-- ([key, party_id, party_name, amount_cents, quantity, steps, raw_cents, of?]): as jsonb each figure is a numeric with
-- its own entry header — the rows were ~1.8× the bytes, and the insert turned every line's text into that binary form.
-- A re-pricing writes 100 000 of these rows and reads none of their lines; the readers of the lines (the view below:
-- finance's bills, the over-area report, fixtures) take a row's lines apart once, with a cast. Measured in bare PGlite,
-- 100 000 rows of five lines: insert 4.4–6.0 → 3.0–4.4 s, rewrite 3.7–5.3 → 2.3–3.8 s; 228 → 129 MB.
DROP VIEW order_estimated_fees;
--> statement-breakpoint
DROP TRIGGER order_pricings_party_ids_ins ON order_pricings;
--> statement-breakpoint
DROP TRIGGER order_pricings_party_ids_upd ON order_pricings;
--> statement-breakpoint
ALTER TABLE "order_pricings" ALTER COLUMN "lines" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "order_pricings" ALTER COLUMN "lines" SET DATA TYPE json USING "lines"::json;
--> statement-breakpoint
ALTER TABLE "order_pricings" ALTER COLUMN "lines" SET DEFAULT '[]'::json;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_pricings_party_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.party_ids := order_pricing_party_ids(NEW.lines::jsonb);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_pricings_party_ids_ins BEFORE INSERT ON order_pricings FOR EACH ROW
  WHEN (NEW.party_ids IS NULL) EXECUTE FUNCTION order_pricings_party_ids();
--> statement-breakpoint
CREATE TRIGGER order_pricings_party_ids_upd BEFORE UPDATE OF lines ON order_pricings FOR EACH ROW
  WHEN (NEW.party_ids IS NULL OR NEW.lines_hash = '' OR NEW.lines_hash = OLD.lines_hash) EXECUTE FUNCTION order_pricings_party_ids();
--> statement-breakpoint
-- 0054's view, each row's lines taken apart once (as jsonb) where they are read
CREATE VIEW order_estimated_fees AS
SELECT p.company_id, p.order_id, l.line_no::int AS line_no, l.code, l.name, l.direction, l.party_type, l.party_id, coalesce(l.party_name, '') AS party_name,
       l.amount_cents, l.card_id, l.version_id, l.version_no, coalesce(l.explanation, '{}'::jsonb) AS explanation, p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(p.lines::jsonb) AS (code text, name text, direction text, party_type text, party_id int, party_name text,
  amount_cents bigint, card_id int, version_id int, version_no int, explanation jsonb)) WITH ORDINALITY
  AS l(code, name, direction, party_type, party_id, party_name, amount_cents, card_id, version_id, version_no, explanation, line_no)
WHERE json_typeof(p.lines->0) = 'object'
UNION ALL
SELECT p.company_id, p.order_id, l.n::int, k.code, k.name, k.direction, k.party_type, (l.v->>1)::int, coalesce(l.v->>2, ''),
       (l.v->>3)::bigint, k.card_id, k.version_id, k.version_no,
       (k.part->'explanation') || jsonb_build_object('quantity', l.v->4)
         || CASE WHEN k.part->'explanation' ? 'price'
              THEN jsonb_build_object('price', (k.part->'explanation'->'price') || jsonb_build_object('steps', l.v->5, 'raw_cents', l.v->6, 'of', coalesce(l.v->7, '[]'::jsonb)))
              ELSE '{}'::jsonb END,
       p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL jsonb_array_elements(p.lines::jsonb) WITH ORDINALITY AS l(v, n)
JOIN order_fee_line_parts k ON k.company_id = p.company_id AND k.key = l.v->>0
WHERE json_typeof(p.lines->0) = 'array';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_estimated_fees_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  idx int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_pricings p SET lines = coalesce((
      SELECT jsonb_agg(jsonb_build_object('code', e.code, 'name', e.name, 'direction', e.direction, 'party_type', e.party_type, 'party_id', e.party_id,
        'party_name', e.party_name, 'amount_cents', e.amount_cents, 'card_id', e.card_id, 'version_id', e.version_id, 'version_no', e.version_no,
        'explanation', e.explanation) ORDER BY e.line_no)
      FROM order_estimated_fees e WHERE e.order_id = NEW.order_id), '[]'::jsonb)::json
    WHERE p.order_id = NEW.order_id AND json_typeof(p.lines->0) = 'array';
    INSERT INTO order_pricings AS p (order_id, company_id, priced_at, lines, income_cents, outlay_cents, income_lines, outlay_lines)
    VALUES (NEW.order_id, NEW.company_id, coalesce(NEW.priced_at, now()),
      jsonb_build_array(jsonb_build_object('code', NEW.code, 'name', NEW.name, 'direction', NEW.direction, 'party_type', NEW.party_type, 'party_id', NEW.party_id,
        'party_name', coalesce(NEW.party_name, ''), 'amount_cents', NEW.amount_cents, 'card_id', NEW.card_id, 'version_id', NEW.version_id, 'version_no', NEW.version_no,
        'explanation', coalesce(NEW.explanation, '{}'::jsonb)))::json,
      CASE WHEN NEW.direction = 'INCOME' THEN NEW.amount_cents ELSE 0 END, CASE WHEN NEW.direction = 'OUTLAY' THEN NEW.amount_cents ELSE 0 END,
      (NEW.direction = 'INCOME')::int, (NEW.direction = 'OUTLAY')::int)
    ON CONFLICT (order_id) DO UPDATE SET lines = (p.lines::jsonb || excluded.lines::jsonb)::json, priced_at = excluded.priced_at,
      income_cents = p.income_cents + excluded.income_cents, outlay_cents = p.outlay_cents + excluded.outlay_cents,
      income_lines = p.income_lines + excluded.income_lines, outlay_lines = p.outlay_lines + excluded.outlay_lines, lines_hash = '';
    RETURN NEW;
  END IF;
  SELECT e.line_no - 1 INTO idx
  FROM order_estimated_fees e
  WHERE e.order_id = OLD.order_id AND e.code = OLD.code AND e.direction = OLD.direction AND e.amount_cents = OLD.amount_cents
    AND e.party_type = OLD.party_type AND e.party_id IS NOT DISTINCT FROM OLD.party_id AND e.card_id = OLD.card_id AND e.version_id = OLD.version_id
  ORDER BY e.line_no LIMIT 1;
  IF idx IS NULL THEN RETURN NULL; END IF;
  UPDATE order_pricings p SET lines = (p.lines::jsonb - idx)::json,
    income_cents = p.income_cents - CASE WHEN OLD.direction = 'INCOME' THEN OLD.amount_cents ELSE 0 END,
    outlay_cents = p.outlay_cents - CASE WHEN OLD.direction = 'OUTLAY' THEN OLD.amount_cents ELSE 0 END,
    income_lines = p.income_lines - (OLD.direction = 'INCOME')::int, outlay_lines = p.outlay_lines - (OLD.direction = 'OUTLAY')::int, lines_hash = ''
  WHERE p.order_id = OLD.order_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_estimated_fees_write INSTEAD OF INSERT OR DELETE ON order_estimated_fees FOR EACH ROW EXECUTE FUNCTION order_estimated_fees_write();
