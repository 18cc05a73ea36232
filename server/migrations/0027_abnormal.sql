CREATE TABLE "abnormal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text DEFAULT '' NOT NULL,
	"to_status" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_role" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abnormal_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"direction" text NOT NULL,
	"code" text NOT NULL,
	"code_name" text DEFAULT '' NOT NULL,
	"settle_target_type" text NOT NULL,
	"settle_target_id" text NOT NULL,
	"settle_target_name" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"settlement_method_code" text NOT NULL,
	"settlement_method_name" text DEFAULT '' NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abnormal_handlings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_handlings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abnormal_record_tickets" (
	"company_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abnormal_record_tickets_record_id_ticket_id_pk" PRIMARY KEY("record_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "abnormal_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "abnormal_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"abnormal_no" text NOT NULL,
	"client_id" text,
	"order_id" integer NOT NULL,
	"package_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"type_code" text NOT NULL,
	"type_name" text DEFAULT '' NOT NULL,
	"stage" text NOT NULL,
	"responsible_party" text,
	"responsible_resource_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"holds_order" boolean DEFAULT false NOT NULL,
	"handler_group_id" integer,
	"handler_uid" integer,
	"reported_by" integer,
	"reported_by_name" text DEFAULT '' NOT NULL,
	"reporter_type" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"discrepancy_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abnormal_events" ADD CONSTRAINT "abnormal_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_events" ADD CONSTRAINT "abnormal_events_record_id_abnormal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."abnormal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_fees" ADD CONSTRAINT "abnormal_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_fees" ADD CONSTRAINT "abnormal_fees_record_id_abnormal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."abnormal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_fees" ADD CONSTRAINT "abnormal_fees_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_handlings" ADD CONSTRAINT "abnormal_handlings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_handlings" ADD CONSTRAINT "abnormal_handlings_record_id_abnormal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."abnormal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_record_tickets" ADD CONSTRAINT "abnormal_record_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_record_tickets" ADD CONSTRAINT "abnormal_record_tickets_record_id_abnormal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."abnormal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_record_tickets" ADD CONSTRAINT "abnormal_record_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_records" ADD CONSTRAINT "abnormal_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abnormal_records" ADD CONSTRAINT "abnormal_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abnormal_events_record_idx" ON "abnormal_events" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "abnormal_fees_record_idx" ON "abnormal_fees" USING btree ("record_id","position");--> statement-breakpoint
CREATE INDEX "abnormal_fees_company_idx" ON "abnormal_fees" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "abnormal_handlings_record_idx" ON "abnormal_handlings" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "abnormal_handlings_company_kind_idx" ON "abnormal_handlings" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "abnormal_record_tickets_ticket_uq" ON "abnormal_record_tickets" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abnormal_records_company_no_uq" ON "abnormal_records" USING btree ("company_id","abnormal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "abnormal_records_company_client_uq" ON "abnormal_records" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "abnormal_records_discrepancy_uq" ON "abnormal_records" USING btree ("discrepancy_id");--> statement-breakpoint
CREATE INDEX "abnormal_records_company_registered_idx" ON "abnormal_records" USING btree ("company_id","registered_at");--> statement-breakpoint
CREATE INDEX "abnormal_records_company_status_idx" ON "abnormal_records" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "abnormal_records_order_idx" ON "abnormal_records" USING btree ("order_id");--> statement-breakpoint
-- an abnormal record's history is append-only: a correction is a new event, never an edit
CREATE FUNCTION abnormal_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER abnormal_events_no_update_delete BEFORE UPDATE OR DELETE ON "abnormal_events" FOR EACH ROW EXECUTE FUNCTION abnormal_append_only();
