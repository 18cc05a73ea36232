-- The order list's pages and an order's detail are cached per process too (issue 16, server/src/lib/table-cache.ts):
-- every statement that changes orders, their events, resources (the names a row shows) or warehouses raises
-- NOTIFY lading_cache '<table>' at commit, like the tables of migration 0048.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'order_events', 'resources', 'warehouses'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_changed()', t || '_cache_notify', t);
  END LOOP;
END
$$;
