ALTER TABLE "order_estimated_fees" DROP CONSTRAINT "order_estimated_fees_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "order_estimated_fees" DROP CONSTRAINT "order_estimated_fees_order_id_orders_id_fk";
