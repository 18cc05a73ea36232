DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");