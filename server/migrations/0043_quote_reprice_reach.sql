ALTER TABLE "order_pricings" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_cards" ADD COLUMN "rates_changed_at" timestamp with time zone;