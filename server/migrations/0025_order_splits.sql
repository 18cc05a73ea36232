CREATE TABLE "order_carton_owners" (
	"company_id" integer NOT NULL,
	"package_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" integer NOT NULL,
	"split_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_carton_owners_pk" PRIMARY KEY("company_id","package_no")
);
--> statement-breakpoint
CREATE TABLE "order_splits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_splits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"parent_order_id" integer NOT NULL,
	"child_order_id" integer NOT NULL,
	"cartons" integer NOT NULL,
	"total_cartons" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_carton_owners" ADD CONSTRAINT "order_carton_owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_carton_owners" ADD CONSTRAINT "order_carton_owners_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_carton_owners" ADD CONSTRAINT "order_carton_owners_split_id_order_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."order_splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_splits" ADD CONSTRAINT "order_splits_child_order_id_orders_id_fk" FOREIGN KEY ("child_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_carton_owners_order_idx" ON "order_carton_owners" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_splits_child_uq" ON "order_splits" USING btree ("child_order_id");--> statement-breakpoint
CREATE INDEX "order_splits_parent_idx" ON "order_splits" USING btree ("company_id","parent_order_id");