CREATE TABLE "replenish_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replenish_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenish_rules_min_max" CHECK ("replenish_rules"."min_qty" >= 0 AND "replenish_rules"."max_qty" > "replenish_rules"."min_qty")
);
--> statement-breakpoint
ALTER TABLE "replenish_rules" ADD CONSTRAINT "replenish_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_rules" ADD CONSTRAINT "replenish_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_rules" ADD CONSTRAINT "replenish_rules_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_rules" ADD CONSTRAINT "replenish_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "replenish_rules_key_uq" ON "replenish_rules" USING btree ("location_id","product_id","owner_id");--> statement-breakpoint
CREATE INDEX "replenish_rules_company_wh_idx" ON "replenish_rules" USING btree ("company_id","warehouse_id");