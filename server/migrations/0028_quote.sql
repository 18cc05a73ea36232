CREATE TABLE "quote_card_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_card_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer,
	"party_name" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_template_consignors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_template_consignors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"consignor_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_card_versions" ADD CONSTRAINT "quote_card_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_card_versions" ADD CONSTRAINT "quote_card_versions_card_id_quote_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."quote_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_cards" ADD CONSTRAINT "quote_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_template_consignors" ADD CONSTRAINT "quote_template_consignors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_template_consignors" ADD CONSTRAINT "quote_template_consignors_template_id_quote_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quote_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_template_consignors" ADD CONSTRAINT "quote_template_consignors_consignor_id_resources_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_templates" ADD CONSTRAINT "quote_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_card_versions_card_no_uq" ON "quote_card_versions" USING btree ("card_id","version_no");--> statement-breakpoint
CREATE INDEX "quote_card_versions_company_idx" ON "quote_card_versions" USING btree ("company_id","state","effective_to");--> statement-breakpoint
CREATE INDEX "quote_cards_company_kind_idx" ON "quote_cards" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_cards_default_uq" ON "quote_cards" USING btree ("company_id","kind") WHERE "quote_cards"."party_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_cards_party_uq" ON "quote_cards" USING btree ("company_id","kind","party_type","party_id") WHERE "quote_cards"."party_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_template_consignors_uq" ON "quote_template_consignors" USING btree ("company_id","consignor_id");--> statement-breakpoint
CREATE INDEX "quote_template_consignors_template_idx" ON "quote_template_consignors" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_templates_company_name_uq" ON "quote_templates" USING btree ("company_id","name");