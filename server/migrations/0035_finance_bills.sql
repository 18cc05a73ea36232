CREATE TABLE "bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"source_type" text NOT NULL,
	"order_fee_id" integer,
	"order_id" integer NOT NULL,
	"code" text NOT NULL,
	"code_name" text DEFAULT '' NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"signed_cents" bigint NOT NULL,
	"fee_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_no" text NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	"party_name" text DEFAULT '' NOT NULL,
	"period_kind" text NOT NULL,
	"period" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"income_cents" bigint DEFAULT 0 NOT NULL,
	"outlay_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"entry_id" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_paid" CHECK ("bills"."paid_cents" >= 0)
);--> statement-breakpoint
CREATE TABLE "check_bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"check_bill_id" integer NOT NULL,
	"bill_line_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"ticket_id" integer,
	"answered_at" timestamp with time zone,
	"answered_by_name" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE TABLE "check_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"check_no" text NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"disputed_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_name" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "finance_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"payment_no" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"entry_id" integer,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_payments_positive" CHECK ("finance_payments"."amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_bill_lines" ADD CONSTRAINT "check_bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_bill_lines" ADD CONSTRAINT "check_bill_lines_check_bill_id_check_bills_id_fk" FOREIGN KEY ("check_bill_id") REFERENCES "public"."check_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_bill_lines" ADD CONSTRAINT "check_bill_lines_bill_line_id_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_bills" ADD CONSTRAINT "check_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_bills" ADD CONSTRAINT "check_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_company_source_uq" ON "bill_lines" USING btree ("company_id","source_key");--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_company_no_uq" ON "bills" USING btree ("company_id","bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_company_party_period_draft_uq" ON "bills" USING btree ("company_id","party_type","party_id","period_kind","period") WHERE "bills"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "bills_company_period_idx" ON "bills" USING btree ("company_id","period","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_bill_lines_check_line_uq" ON "check_bill_lines" USING btree ("check_bill_id","bill_line_id");--> statement-breakpoint
CREATE INDEX "check_bill_lines_check_idx" ON "check_bill_lines" USING btree ("check_bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_bills_bill_uq" ON "check_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_bills_company_no_uq" ON "check_bills" USING btree ("company_id","check_no");--> statement-breakpoint
CREATE INDEX "check_bills_company_party_idx" ON "check_bills" USING btree ("company_id","party_type","party_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_payments_company_no_uq" ON "finance_payments" USING btree ("company_id","payment_no");--> statement-breakpoint
CREATE INDEX "finance_payments_bill_idx" ON "finance_payments" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "finance_payments_company_idx" ON "finance_payments" USING btree ("company_id","id");--> statement-breakpoint
-- bill, statement and payment numbers share one running sequence (bills.ts docNo)
CREATE SEQUENCE IF NOT EXISTS "finance_doc_no_seq";
