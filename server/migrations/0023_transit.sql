CREATE TABLE "order_transit" (
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"current_site_type" text,
	"current_site_id" integer,
	"dest_station_id" integer,
	"line_id" integer,
	"on_load_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transit_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "transit_discrepancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_discrepancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"kind" text NOT NULL,
	"package_no" text NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" integer,
	"resolved_by_name" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_load_cartons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_load_cartons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"package_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"weight_g" integer DEFAULT 0 NOT NULL,
	"volume_cm3" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_load_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_load_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text DEFAULT '' NOT NULL,
	"to_status" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_load_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_load_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"planned" boolean DEFAULT true NOT NULL,
	"added_round" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_load_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_load_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"phase" text NOT NULL,
	"round" integer NOT NULL,
	"code" text NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"result" text NOT NULL,
	"accepted" boolean NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"load_no" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"from_site_type" text NOT NULL,
	"from_site_id" integer NOT NULL,
	"to_site_type" text NOT NULL,
	"to_site_id" integer NOT NULL,
	"line_id" integer,
	"carrier_resource_id" integer,
	"driver_resource_id" integer,
	"vehicle_plate" text DEFAULT '' NOT NULL,
	"vehicle_type" text DEFAULT '' NOT NULL,
	"capacity_weight_g" integer DEFAULT 0 NOT NULL,
	"capacity_volume_cm3" integer DEFAULT 0 NOT NULL,
	"capacity_pieces" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"allow_unplanned" boolean DEFAULT true NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"planned_departure_at" timestamp with time zone NOT NULL,
	"departed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"unloading_at" timestamp with time zone,
	"round" integer DEFAULT 1 NOT NULL,
	"plan_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transit_loads_figures" CHECK ("transit_loads"."fee_cents" >= 0 AND "transit_loads"."capacity_weight_g" >= 0 AND "transit_loads"."capacity_volume_cm3" >= 0 AND "transit_loads"."capacity_pieces" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transit_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"plan_no" text NOT NULL,
	"date" date NOT NULL,
	"from_site_type" text NOT NULL,
	"from_site_id" integer NOT NULL,
	"line_id" integer,
	"vehicle_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_g" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume_cm3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_transit" ADD CONSTRAINT "order_transit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transit" ADD CONSTRAINT "order_transit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transit" ADD CONSTRAINT "order_transit_on_load_id_transit_loads_id_fk" FOREIGN KEY ("on_load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_discrepancies" ADD CONSTRAINT "transit_discrepancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_discrepancies" ADD CONSTRAINT "transit_discrepancies_load_id_transit_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_discrepancies" ADD CONSTRAINT "transit_discrepancies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_cartons" ADD CONSTRAINT "transit_load_cartons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_cartons" ADD CONSTRAINT "transit_load_cartons_load_id_transit_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_cartons" ADD CONSTRAINT "transit_load_cartons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_cartons" ADD CONSTRAINT "transit_load_cartons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_events" ADD CONSTRAINT "transit_load_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_events" ADD CONSTRAINT "transit_load_events_load_id_transit_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_orders" ADD CONSTRAINT "transit_load_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_orders" ADD CONSTRAINT "transit_load_orders_load_id_transit_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_orders" ADD CONSTRAINT "transit_load_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_scans" ADD CONSTRAINT "transit_load_scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_load_scans" ADD CONSTRAINT "transit_load_scans_load_id_transit_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."transit_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_loads" ADD CONSTRAINT "transit_loads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_loads" ADD CONSTRAINT "transit_loads_plan_id_transit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_plans" ADD CONSTRAINT "transit_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transit_company_site_idx" ON "order_transit" USING btree ("company_id","current_site_type","current_site_id");--> statement-breakpoint
CREATE INDEX "order_transit_on_load_idx" ON "order_transit" USING btree ("on_load_id");--> statement-breakpoint
CREATE INDEX "transit_discrepancies_company_status_idx" ON "transit_discrepancies" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "transit_discrepancies_load_idx" ON "transit_discrepancies" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_load_cartons_load_package_uq" ON "transit_load_cartons" USING btree ("load_id","package_no");--> statement-breakpoint
CREATE INDEX "transit_load_events_load_idx" ON "transit_load_events" USING btree ("load_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_load_orders_load_order_uq" ON "transit_load_orders" USING btree ("load_id","order_id");--> statement-breakpoint
CREATE INDEX "transit_load_orders_order_idx" ON "transit_load_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_load_scans_company_scan_uq" ON "transit_load_scans" USING btree ("company_id","scan_id");--> statement-breakpoint
CREATE INDEX "transit_load_scans_load_idx" ON "transit_load_scans" USING btree ("load_id","phase","round");--> statement-breakpoint
CREATE INDEX "transit_load_scans_company_package_idx" ON "transit_load_scans" USING btree ("company_id","package_no");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_loads_company_no_uq" ON "transit_loads" USING btree ("company_id","load_no");--> statement-breakpoint
CREATE INDEX "transit_loads_company_created_idx" ON "transit_loads" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transit_loads_company_status_idx" ON "transit_loads" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "transit_loads_company_planned_idx" ON "transit_loads" USING btree ("company_id","planned_departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_plans_company_no_uq" ON "transit_plans" USING btree ("company_id","plan_no");--> statement-breakpoint
CREATE INDEX "transit_plans_company_date_idx" ON "transit_plans" USING btree ("company_id","date");--> statement-breakpoint
-- dock scans and load events are append-only: a correction is a new row (a new round, a cancelling event), never an edit
CREATE FUNCTION transit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER transit_load_scans_no_update_delete BEFORE UPDATE OR DELETE ON "transit_load_scans" FOR EACH ROW EXECUTE FUNCTION transit_append_only();--> statement-breakpoint
CREATE TRIGGER transit_load_events_no_update_delete BEFORE UPDATE OR DELETE ON "transit_load_events" FOR EACH ROW EXECUTE FUNCTION transit_append_only();
