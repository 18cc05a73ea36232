CREATE TABLE "transporter_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transporter_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"servicer_id" integer,
	"user_id" integer NOT NULL,
	"resource_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" real,
	"heading" real,
	"speed" real,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transporter_positions" ADD CONSTRAINT "transporter_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_positions" ADD CONSTRAINT "transporter_positions_servicer_id_companies_id_fk" FOREIGN KEY ("servicer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_positions" ADD CONSTRAINT "transporter_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transporter_positions" ADD CONSTRAINT "transporter_positions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transporter_positions_user_recorded_idx" ON "transporter_positions" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "transporter_positions_user_received_idx" ON "transporter_positions" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "transporter_positions_received_idx" ON "transporter_positions" USING btree ("received_at");