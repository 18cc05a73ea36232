-- Per-process caches of read-mostly rows (server/src/lib/table-cache.ts): every statement that changes one of
-- these tables raises NOTIFY lading_cache '<table>', delivered at commit (never for a rolled-back change), so every
-- process drops what it cached from that table. PGlite delivers it to its own listener before the write returns.
CREATE OR REPLACE FUNCTION lading_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lading_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['time_limits', 'ticket_time_limits', 'menus', 'role_menus', 'roles', 'users', 'companies',
    'refresh_tokens', 'company_reviews', 'data_roles', 'user_data_roles', 'user_groups', 'business_groups', 'system_settings'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_cache_notify', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION lading_cache_changed()', t || '_cache_notify', t);
  END LOOP;
END
$$;
