-- Order details are cached per order (issue 16, server/src/lib/table-cache.ts): a change of orders or
-- order_events now names the orders it touched — NOTIFY lading_cache 'orders#12,13' / 'order_events#12' (up to 50
-- distinct orders; more, or TRUNCATE, still sends the bare table name, meaning "any row"). The list's pages still
-- drop on any change of the table; an order's detail only when that order (or a name, a warehouse) changes — a
-- signed order no longer empties every other order's detail in every process. Transition tables can serve one
-- event per trigger, hence three triggers and TRUNCATE on the table-wide function of migration 0048.
CREATE OR REPLACE FUNCTION lading_cache_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  ids text;
BEGIN
  -- TG_ARGV[0]: 'id' for orders, 'order_id' for order_events (the order the row belongs to)
  IF TG_OP = 'DELETE' THEN
    IF TG_ARGV[0] = 'id' THEN
      SELECT count(*), string_agg(x::text, ',') INTO n, ids FROM (SELECT DISTINCT id AS x FROM old_rows LIMIT 51) s;
    ELSE
      SELECT count(*), string_agg(x::text, ',') INTO n, ids FROM (SELECT DISTINCT order_id AS x FROM old_rows LIMIT 51) s;
    END IF;
  ELSIF TG_ARGV[0] = 'id' THEN
    SELECT count(*), string_agg(x::text, ',') INTO n, ids FROM (SELECT DISTINCT id AS x FROM new_rows LIMIT 51) s;
  ELSE
    SELECT count(*), string_agg(x::text, ',') INTO n, ids FROM (SELECT DISTINCT order_id AS x FROM new_rows LIMIT 51) s;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF n > 50 OR ids IS NULL THEN
    PERFORM pg_notify('lading_cache', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('lading_cache', TG_TABLE_NAME || '#' || ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  col text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'order_events'] LOOP
    col := CASE t WHEN 'orders' THEN 'id' ELSE 'order_id' END;
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_orders_changed(%L)', t || '_cache_notify_ins', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_orders_changed(%L)', t || '_cache_notify_upd', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_orders_changed(%L)', t || '_cache_notify_del', t, col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_changed()', t || '_cache_notify_trunc', t);
  END LOOP;
END
$$;
