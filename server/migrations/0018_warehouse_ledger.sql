CREATE TABLE "stock_balances" (
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"locked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_pk" PRIMARY KEY("location_id","product_id","package_no","owner_id"),
	CONSTRAINT "stock_balances_on_hand_nonneg" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_locked_within" CHECK ("stock_balances"."locked" >= 0 AND "stock_balances"."locked" <= "stock_balances"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"from_location_id" integer,
	"from_virtual" text,
	"to_location_id" integer,
	"to_virtual" text,
	"product_id" integer NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"doc_kind" text NOT NULL,
	"doc_id" integer,
	"doc_no" text DEFAULT '' NOT NULL,
	"reverses_move_id" bigint,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_quantity_positive" CHECK ("stock_moves"."quantity" > 0),
	CONSTRAINT "stock_moves_from_one" CHECK (("stock_moves"."from_location_id" IS NULL) <> ("stock_moves"."from_virtual" IS NULL)),
	CONSTRAINT "stock_moves_to_one" CHECK (("stock_moves"."to_location_id" IS NULL) <> ("stock_moves"."to_virtual" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "warehouse_document_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_document_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text DEFAULT '' NOT NULL,
	"to_status" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_document_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_document_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"package_no" text DEFAULT '' NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"location_id" integer,
	"to_location_id" integer,
	"expected" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"on_hand_at_count" integer,
	"memo" text DEFAULT '' NOT NULL,
	CONSTRAINT "warehouse_document_lines_figures" CHECK ("warehouse_document_lines"."expected" >= 0 AND "warehouse_document_lines"."done" >= 0 AND "warehouse_document_lines"."damaged" >= 0 AND "warehouse_document_lines"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_no" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"ship_to" text DEFAULT 'CUSTOMER' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"scan_id" text NOT NULL,
	"code" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"line_id" integer,
	"location_id" integer,
	"result" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_location_id_storage_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_location_id_storage_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_events" ADD CONSTRAINT "warehouse_document_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_events" ADD CONSTRAINT "warehouse_document_events_document_id_warehouse_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."warehouse_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_lines" ADD CONSTRAINT "warehouse_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_lines" ADD CONSTRAINT "warehouse_document_lines_document_id_warehouse_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."warehouse_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_lines" ADD CONSTRAINT "warehouse_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_lines" ADD CONSTRAINT "warehouse_document_lines_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_document_lines" ADD CONSTRAINT "warehouse_document_lines_to_location_id_storage_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_scans" ADD CONSTRAINT "warehouse_scans_document_id_warehouse_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."warehouse_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_company_wh_idx" ON "stock_balances" USING btree ("company_id","warehouse_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_product_idx" ON "stock_balances" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_balances_company_package_idx" ON "stock_balances" USING btree ("company_id","package_no");--> statement-breakpoint
CREATE INDEX "stock_moves_company_recorded_idx" ON "stock_moves" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_company_product_idx" ON "stock_moves" USING btree ("company_id","product_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_company_package_idx" ON "stock_moves" USING btree ("company_id","package_no");--> statement-breakpoint
CREATE INDEX "stock_moves_doc_idx" ON "stock_moves" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "warehouse_document_events_doc_idx" ON "warehouse_document_events" USING btree ("document_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_document_lines_doc_no_uq" ON "warehouse_document_lines" USING btree ("document_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_documents_company_no_uq" ON "warehouse_documents" USING btree ("company_id","doc_no");--> statement-breakpoint
CREATE INDEX "warehouse_documents_company_kind_idx" ON "warehouse_documents" USING btree ("company_id","kind","status","id");--> statement-breakpoint
CREATE INDEX "warehouse_documents_order_idx" ON "warehouse_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warehouse_documents_expiry_idx" ON "warehouse_documents" USING btree ("company_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_scans_doc_scan_uq" ON "warehouse_scans" USING btree ("document_id","scan_id");--> statement-breakpoint
CREATE INDEX "warehouse_scans_doc_code_idx" ON "warehouse_scans" USING btree ("document_id","code");--> statement-breakpoint
-- the ledger is append-only: a correction is a reversing move, never an edit
CREATE FUNCTION stock_moves_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_moves is append-only (% refused)', TG_OP USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER stock_moves_no_update_delete BEFORE UPDATE OR DELETE ON "stock_moves" FOR EACH ROW EXECUTE FUNCTION stock_moves_immutable();--> statement-breakpoint
-- the old quantity column becomes opening moves (SUPPLIER → location) and their projection, so no stock is lost
INSERT INTO "stock_moves" ("company_id", "warehouse_id", "from_virtual", "to_location_id", "product_id", "package_no", "owner_id", "quantity", "doc_kind", "doc_no", "actor_name", "occurred_at")
  SELECT "company_id", "warehouse_id", 'SUPPLIER', "location_id", "product_id", '', coalesce("resource_id", 0), "qty", 'opening', 'OPENING', '', "updated_at"
  FROM "inventory" WHERE "qty" > 0 ORDER BY "id";--> statement-breakpoint
INSERT INTO "stock_balances" ("company_id", "warehouse_id", "location_id", "product_id", "package_no", "owner_id", "on_hand", "locked", "updated_at")
  SELECT "company_id", "warehouse_id", "location_id", "product_id", '', coalesce("resource_id", 0), sum("qty"), 0, max("updated_at")
  FROM "inventory" WHERE "qty" > 0 GROUP BY "company_id", "warehouse_id", "location_id", "product_id", coalesce("resource_id", 0);
--> statement-breakpoint
-- document numbers: kind prefix + China date + this sequence (never reused, so two concurrent creates never collide)
CREATE SEQUENCE "warehouse_doc_no_seq";
