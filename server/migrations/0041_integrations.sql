CREATE TABLE "integration_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"shop_ids" text DEFAULT '' NOT NULL,
	"consignor_resource_id" integer,
	"push_url" text DEFAULT '' NOT NULL,
	"credentials_enc" text NOT NULL,
	"webhook_secret_enc" text NOT NULL,
	"hook_key" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"external_order_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" text DEFAULT '' NOT NULL,
	"platform_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"platform" text NOT NULL,
	"order_id" integer NOT NULL,
	"external_order_id" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_consignor_resource_id_resources_id_fk" FOREIGN KEY ("consignor_resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_accounts" ADD CONSTRAINT "integration_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_orders" ADD CONSTRAINT "integration_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_orders" ADD CONSTRAINT "integration_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_outbox" ADD CONSTRAINT "integration_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_outbox" ADD CONSTRAINT "integration_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_accounts_company_platform_uq" ON "integration_accounts" USING btree ("company_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_accounts_hook_key_uq" ON "integration_accounts" USING btree ("hook_key");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_orders_external_uq" ON "integration_orders" USING btree ("company_id","platform","external_order_id");--> statement-breakpoint
CREATE INDEX "integration_orders_order_idx" ON "integration_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "integration_outbox_due_idx" ON "integration_outbox" USING btree ("next_attempt_at") WHERE "integration_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "integration_outbox_company_idx" ON "integration_outbox" USING btree ("company_id","platform","id");--> statement-breakpoint
-- Push-back (src/domain/integrations/README.md): a status change of an order a platform brought queues its
-- push-back in the same transaction, whichever path changed the status.
CREATE FUNCTION integration_outbox_on_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO integration_outbox (company_id, platform, order_id, external_order_id, status, payload)
  SELECT io.company_id, io.platform, NEW.id, io.external_order_id, NEW.status,
         jsonb_build_object('platform', io.platform, 'shop_id', io.shop_id, 'external_order_id', io.external_order_id,
                            'order_no', NEW.order_no, 'from_status', OLD.status, 'status', NEW.status,
                            'changed_at', to_char(NEW.status_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM integration_orders io
    JOIN integration_accounts a ON a.company_id = io.company_id AND a.platform = io.platform
   WHERE io.order_id = NEW.id AND a.enabled AND a.push_url <> '';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER integration_outbox_on_status AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION integration_outbox_on_status();
