-- (issue 20, src/domain/quote/README.md 'Re-pricing on two cores') the shop cost projection's statement trigger on
-- order_pricings (0049) joined a statement's rows — 5 000 at a time from a re-pricing — to orders, and the planner
-- joined by hashing a scan of every order of the database; EXPLAIN ANALYZE showed the trigger at ~110–120 ms of a
-- ~200–300 ms chunk, about 40 % of a re-pricing's write. Each row's order is now looked up by its primary key (the
-- lateral subquery is kept apart from the join by OFFSET 0, so it stays a probe per row). Same rows written.
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
    CROSS JOIN LATERAL (SELECT o.company_id, o.created_at, o.store_resource_id, o.consignor_resource_id FROM orders o
      WHERE o.id = x.order_id AND o.deleted_at IS NULL OFFSET 0) o
    CROSS JOIN LATERAL (VALUES ('INCOME', x.income_cents, x.income_lines), ('OUTLAY', x.outlay_cents, x.outlay_lines)) d(direction, cents, n)
    WHERE d.n <> 0
    GROUP BY 1, 2, 3, 4, 6
    HAVING sum(x.sign * d.cents) <> 0 OR sum(x.sign * d.n) <> 0
    ORDER BY 1, 2, 3, 4, 6
    ON CONFLICT (company_id, day, store_id, consignor_id, source, direction)
    DO UPDATE SET sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count$q$, delta);
  RETURN NULL;
END $$;
