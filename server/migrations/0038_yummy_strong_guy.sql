CREATE TABLE "data_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"consignor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"station_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_data_roles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"data_role_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_roles" ADD CONSTRAINT "data_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_roles" ADD CONSTRAINT "user_data_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_roles" ADD CONSTRAINT "user_data_roles_data_role_id_data_roles_id_fk" FOREIGN KEY ("data_role_id") REFERENCES "public"."data_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_roles_company_name_uq" ON "data_roles" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "user_data_roles_role_idx" ON "user_data_roles" USING btree ("data_role_id");