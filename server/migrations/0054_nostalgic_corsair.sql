ALTER TABLE "order_fee_line_parts" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "direction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "party_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "card_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "version_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_fee_line_parts" ADD COLUMN "version_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- (issue 20) order_estimated_fees read a small line's shared fields by taking its part apart and every line through
-- jsonb_array_elements — 2.6× the CPU of 0049's jsonb_to_recordset for finance's bills. The part's line fields are now
-- columns, and the view reads a row's lines in their shape: the lines stored before 0051 (objects; fixtures and benches
-- write them too) through jsonb_to_recordset as 0049 did, the small ones joined to their part's columns. A row's lines
-- are all of one shape (storePricing writes them whole; the insert trigger below keeps a row's shape).
UPDATE order_fee_line_parts SET code = part->>'code', name = part->>'name', direction = part->>'direction', party_type = part->>'party_type',
  card_id = (part->>'card_id')::int, version_id = (part->>'version_id')::int, version_no = (part->>'version_no')::int;
--> statement-breakpoint
CREATE OR REPLACE VIEW order_estimated_fees AS
SELECT p.company_id, p.order_id, l.line_no::int AS line_no, l.code, l.name, l.direction, l.party_type, l.party_id, coalesce(l.party_name, '') AS party_name,
       l.amount_cents, l.card_id, l.version_id, l.version_no, coalesce(l.explanation, '{}'::jsonb) AS explanation, p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(p.lines) AS (code text, name text, direction text, party_type text, party_id int, party_name text,
  amount_cents bigint, card_id int, version_id int, version_no int, explanation jsonb)) WITH ORDINALITY
  AS l(code, name, direction, party_type, party_id, party_name, amount_cents, card_id, version_id, version_no, explanation, line_no)
WHERE jsonb_typeof(p.lines->0) = 'object'
UNION ALL
SELECT p.company_id, p.order_id, l.n::int, k.code, k.name, k.direction, k.party_type, (l.v->>1)::int, coalesce(l.v->>2, ''),
       (l.v->>3)::bigint, k.card_id, k.version_id, k.version_no,
       (k.part->'explanation') || jsonb_build_object('quantity', l.v->4)
         || CASE WHEN k.part->'explanation' ? 'price'
              THEN jsonb_build_object('price', (k.part->'explanation'->'price') || jsonb_build_object('steps', l.v->5, 'raw_cents', l.v->6, 'of', coalesce(l.v->7, '[]'::jsonb)))
              ELSE '{}'::jsonb END,
       p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL jsonb_array_elements(p.lines) WITH ORDINALITY AS l(v, n)
JOIN order_fee_line_parts k ON k.company_id = p.company_id AND k.key = l.v->>0
WHERE jsonb_typeof(p.lines->0) = 'array';
--> statement-breakpoint
-- a line inserted through the view into a row of small lines turns the row's lines into objects first (as the view
-- reads them), so a row never mixes the two shapes; a line deleted is found through the view (either shape)
CREATE OR REPLACE FUNCTION order_estimated_fees_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  idx int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE order_pricings p SET lines = coalesce((
      SELECT jsonb_agg(jsonb_build_object('code', e.code, 'name', e.name, 'direction', e.direction, 'party_type', e.party_type, 'party_id', e.party_id,
        'party_name', e.party_name, 'amount_cents', e.amount_cents, 'card_id', e.card_id, 'version_id', e.version_id, 'version_no', e.version_no,
        'explanation', e.explanation) ORDER BY e.line_no)
      FROM order_estimated_fees e WHERE e.order_id = NEW.order_id), '[]'::jsonb)
    WHERE p.order_id = NEW.order_id AND jsonb_typeof(p.lines->0) = 'array';
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
  SELECT e.line_no - 1 INTO idx
  FROM order_estimated_fees e
  WHERE e.order_id = OLD.order_id AND e.code = OLD.code AND e.direction = OLD.direction AND e.amount_cents = OLD.amount_cents
    AND e.party_type = OLD.party_type AND e.party_id IS NOT DISTINCT FROM OLD.party_id AND e.card_id = OLD.card_id AND e.version_id = OLD.version_id
  ORDER BY e.line_no LIMIT 1;
  IF idx IS NULL THEN RETURN NULL; END IF;
  UPDATE order_pricings p SET lines = p.lines - idx,
    income_cents = p.income_cents - CASE WHEN OLD.direction = 'INCOME' THEN OLD.amount_cents ELSE 0 END,
    outlay_cents = p.outlay_cents - CASE WHEN OLD.direction = 'OUTLAY' THEN OLD.amount_cents ELSE 0 END,
    income_lines = p.income_lines - (OLD.direction = 'INCOME')::int, outlay_lines = p.outlay_lines - (OLD.direction = 'OUTLAY')::int, lines_hash = ''
  WHERE p.order_id = OLD.order_id;
  RETURN OLD;
END $$;
