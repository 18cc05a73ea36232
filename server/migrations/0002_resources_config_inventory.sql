-- Picker name search (repositories/resources.ts): the distinct unigrams and bigrams of lower(name), GIN-indexed,
-- so a 1- or 2-character Chinese term (which pg_trgm cannot index) narrows 100 000 names through the index.
CREATE OR REPLACE FUNCTION resource_name_tokens(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT tok), '{}'::text[])
  FROM (
    SELECT substr(lower(name), i, 1) AS tok FROM generate_series(1, char_length(name)) AS i
    UNION ALL
    SELECT substr(lower(name), i, 2) FROM generate_series(1, char_length(name) - 1) AS i
  ) AS t
$$;
--> statement-breakpoint
-- What a search term's names must contain: its bigrams, or the character itself for a 1-character term.
CREATE OR REPLACE FUNCTION resource_search_tokens(term text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(term) < 2 THEN ARRAY[lower(term)]
    ELSE (SELECT array_agg(DISTINCT substr(lower(term), i, 2)) FROM generate_series(1, char_length(term) - 1) AS i)
  END
$$;
--> statement-breakpoint
CREATE TABLE "inventory" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"resource_id" integer,
	"qty" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"category_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"js" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "is_related" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "districts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_items" ADD CONSTRAINT "config_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_location_product_owner_uq" ON "inventory" USING btree ("location_id","product_id",coalesce("resource_id", 0));--> statement-breakpoint
CREATE INDEX "inventory_company_product_idx" ON "inventory" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_wh_code_uq" ON "storage_locations" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "config_items_scope_code_uq" ON "config_items" USING btree (coalesce("company_id", 0),"category_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_company_sub_type_phone_uq" ON "resources" USING btree ("company_id","object_sub_type","phone") WHERE "resources"."phone" <> '' and "resources"."object_sub_type" in ('T_ZX', 'T_PZ', 'T_SJ');--> statement-breakpoint
CREATE INDEX "resources_name_tokens_gin" ON "resources" USING gin (resource_name_tokens("name"));