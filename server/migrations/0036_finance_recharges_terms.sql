CREATE TABLE "consignor_term_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignor_term_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"terms_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text DEFAULT '' NOT NULL,
	"to_status" text NOT NULL,
	"payment_term" text NOT NULL,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignor_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignor_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"consignor_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_term" text,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"proposed_term" text NOT NULL,
	"proposed_limit_cents" bigint DEFAULT 0 NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_by_name" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"recharge_no" text NOT NULL,
	"consignor_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"voucher_file_id" text DEFAULT '' NOT NULL,
	"entry_id" integer NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignor_term_events" ADD CONSTRAINT "consignor_term_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_term_events" ADD CONSTRAINT "consignor_term_events_terms_id_consignor_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."consignor_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_terms" ADD CONSTRAINT "consignor_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_terms" ADD CONSTRAINT "consignor_terms_consignor_id_resources_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_consignor_id_resources_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignor_term_events_terms_idx" ON "consignor_term_events" USING btree ("terms_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_terms_company_consignor_uq" ON "consignor_terms" USING btree ("company_id","consignor_id");--> statement-breakpoint
CREATE INDEX "consignor_terms_company_status_idx" ON "consignor_terms" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_entry_uq" ON "recharges" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_company_no_uq" ON "recharges" USING btree ("company_id","recharge_no");--> statement-breakpoint
CREATE INDEX "recharges_company_consignor_idx" ON "recharges" USING btree ("company_id","consignor_id","id");