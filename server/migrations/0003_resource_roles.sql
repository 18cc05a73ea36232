CREATE TABLE "resource_roles" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_roles" ADD CONSTRAINT "resource_roles_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_roles" ADD CONSTRAINT "resource_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;