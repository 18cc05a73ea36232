ALTER TABLE "order_carton_owners" ADD COLUMN "label_order_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_discrepancies" ADD COLUMN "label_order_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_load_cartons" ADD COLUMN "label_order_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_carton_owners_label_idx" ON "order_carton_owners" USING btree ("company_id","label_order_no");