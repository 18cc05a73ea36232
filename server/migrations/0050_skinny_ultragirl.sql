ALTER TABLE "products" ADD COLUMN "measures_changed_at" timestamp with time zone;--> statement-breakpoint
-- a product's weight or volume changed: the time is kept, so a quote re-pricing reaches the orders of the product
-- priced before it (server/src/repositories/quote/reprice-reach.ts); nothing else writes the column
CREATE OR REPLACE FUNCTION products_measures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.measures_changed_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_measures_changed BEFORE UPDATE OF weight_g, volume_cm3 ON products FOR EACH ROW
  WHEN (OLD.weight_g IS DISTINCT FROM NEW.weight_g OR OLD.volume_cm3 IS DISTINCT FROM NEW.volume_cm3)
  EXECUTE FUNCTION products_measures_changed();
