CREATE TABLE "order_fee_line_parts" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"part" jsonb NOT NULL,
	CONSTRAINT "order_fee_line_parts_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
-- Stored fee lines made small (issue 20, src/domain/quote/README.md 'Where the first pricing's time goes'): a line
-- written since is an array [key, party_id, party_name, amount_cents, quantity, steps, raw_cents, of?] whose key names
-- the part every order priced by its card row shares (order_fee_line_parts: code, name, direction, party type, card
-- version, the explanation's zone / tier / price figures). The view reads both shapes: a line stored before (an
-- object) reads as it did; a small one is its part with its order's figures put in the explanation.
CREATE OR REPLACE VIEW order_estimated_fees AS
SELECT p.company_id, p.order_id, l.n::int AS line_no,
  coalesce(k.part, l.v)->>'code' AS code,
  coalesce(k.part, l.v)->>'name' AS name,
  coalesce(k.part, l.v)->>'direction' AS direction,
  coalesce(k.part, l.v)->>'party_type' AS party_type,
  (CASE WHEN k.part IS NULL THEN l.v->>'party_id' ELSE l.v->>1 END)::int AS party_id,
  coalesce(CASE WHEN k.part IS NULL THEN l.v->>'party_name' ELSE l.v->>2 END, '') AS party_name,
  (CASE WHEN k.part IS NULL THEN l.v->>'amount_cents' ELSE l.v->>3 END)::bigint AS amount_cents,
  (coalesce(k.part, l.v)->>'card_id')::int AS card_id,
  (coalesce(k.part, l.v)->>'version_id')::int AS version_id,
  (coalesce(k.part, l.v)->>'version_no')::int AS version_no,
  CASE WHEN k.part IS NULL THEN coalesce(l.v->'explanation', '{}'::jsonb)
    ELSE (k.part->'explanation') || jsonb_build_object('quantity', l.v->4)
      || CASE WHEN k.part->'explanation' ? 'price'
           THEN jsonb_build_object('price', (k.part->'explanation'->'price') || jsonb_build_object('steps', l.v->5, 'raw_cents', l.v->6, 'of', coalesce(l.v->7, '[]'::jsonb)))
           ELSE '{}'::jsonb END
  END AS explanation,
  p.priced_at
FROM order_pricings p
CROSS JOIN LATERAL jsonb_array_elements(p.lines) WITH ORDINALITY AS l(v, n)
LEFT JOIN order_fee_line_parts k ON k.company_id = p.company_id AND k.key = l.v->>0;
--> statement-breakpoint
-- a line deleted through the view is found by what the view reads (either shape)
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
