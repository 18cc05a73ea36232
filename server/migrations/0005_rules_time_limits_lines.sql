CREATE TABLE "banned_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banned_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"province_code" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"consignor_id" integer,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"contract_type" text NOT NULL,
	"contract_no" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"settlement_method_code" text NOT NULL,
	"settlement_method_name" text DEFAULT '' NOT NULL,
	"attachment_fileids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"from_station_id" integer NOT NULL,
	"to_station_id" integer NOT NULL,
	"carrier_resource_id" integer NOT NULL,
	"hours" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorting_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sorting_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"condition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_time_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_time_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"ticket_type_name" text DEFAULT '' NOT NULL,
	"hours" integer NOT NULL,
	"warning_percent" smallint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"area_level" text NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"stage_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warning_percent" smallint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "town_keywords" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "town_keywords_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district_code" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_station_id" integer NOT NULL,
	"end_station_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banned_areas" ADD CONSTRAINT "banned_areas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banned_areas" ADD CONSTRAINT "banned_areas_consignor_id_resources_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_legs" ADD CONSTRAINT "line_legs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_legs" ADD CONSTRAINT "line_legs_line_id_transport_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transport_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_legs" ADD CONSTRAINT "line_legs_from_station_id_stations_id_fk" FOREIGN KEY ("from_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_legs" ADD CONSTRAINT "line_legs_to_station_id_stations_id_fk" FOREIGN KEY ("to_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_legs" ADD CONSTRAINT "line_legs_carrier_resource_id_resources_id_fk" FOREIGN KEY ("carrier_resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorting_rules" ADD CONSTRAINT "sorting_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_time_limits" ADD CONSTRAINT "ticket_time_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_limits" ADD CONSTRAINT "time_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "town_keywords" ADD CONSTRAINT "town_keywords_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lines" ADD CONSTRAINT "transport_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lines" ADD CONSTRAINT "transport_lines_start_station_id_stations_id_fk" FOREIGN KEY ("start_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lines" ADD CONSTRAINT "transport_lines_end_station_id_stations_id_fk" FOREIGN KEY ("end_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banned_areas_company_province_idx" ON "banned_areas" USING btree ("company_id","province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_no_uq" ON "contracts" USING btree ("company_id","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_company_resource_idx" ON "contracts" USING btree ("company_id","resource_id");--> statement-breakpoint
CREATE INDEX "line_legs_line_idx" ON "line_legs" USING btree ("line_id","seq");--> statement-breakpoint
CREATE INDEX "sorting_rules_company_kind_idx" ON "sorting_rules" USING btree ("company_id","kind","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_time_limits_company_type_uq" ON "ticket_time_limits" USING btree ("company_id","ticket_type");--> statement-breakpoint
CREATE UNIQUE INDEX "time_limits_company_area_uq" ON "time_limits" USING btree ("company_id","area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "town_keywords_company_keyword_area_uq" ON "town_keywords" USING btree ("company_id","keyword","province_code","city_code","district_code");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_lines_company_name_uq" ON "transport_lines" USING btree ("company_id","name");