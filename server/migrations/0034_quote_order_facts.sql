-- Quotes (issue 20): the floor and lift of an order's address (the NO_LIFT surcharge), and a hash of each order's
-- stored estimated fees so a re-pricing rewrites only the orders whose lines change.
ALTER TABLE "orders" ADD COLUMN "end_floor" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_has_lift" boolean;--> statement-breakpoint
ALTER TABLE "order_pricings" ADD COLUMN "lines_hash" text DEFAULT '' NOT NULL;
