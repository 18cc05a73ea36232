CREATE TABLE "order_estimated_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_estimated_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer,
	"party_name" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"card_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"explanation" jsonb NOT NULL,
	"priced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pricings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"income_cents" bigint DEFAULT 0 NOT NULL,
	"outlay_cents" bigint DEFAULT 0 NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_reprice_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"order_ids" integer[] NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_estimated_fees" ADD CONSTRAINT "order_estimated_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_estimated_fees" ADD CONSTRAINT "order_estimated_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pricings" ADD CONSTRAINT "order_pricings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pricings" ADD CONSTRAINT "order_pricings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reprice_previews" ADD CONSTRAINT "quote_reprice_previews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_estimated_fees_order_idx" ON "order_estimated_fees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_estimated_fees_company_card_idx" ON "order_estimated_fees" USING btree ("company_id","card_id");--> statement-breakpoint
CREATE INDEX "order_pricings_company_idx" ON "order_pricings" USING btree ("company_id");