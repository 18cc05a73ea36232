-- (issue 20, src/domain/quote/README.md 'Where fees are computed and stored') 0058's GIN index over
-- order_pricing_party_ids(lines) made every re-pricing that changes a price re-enter the row in every index of
-- order_pricings (an index over `lines` means no HOT update once the lines change) and evaluate the function per row.
-- The party ids are now a column, written by storePricing with the lines (computed in JavaScript, ascending as the
-- function answers them); the GIN index is over the column, so a re-pricing that changes prices but not parties
-- changes no indexed column and, with room left on the page (fillfactor), rewrites the row in place (HOT).
-- Any other writer of `lines` (the order_estimated_fees view's INSTEAD OF trigger, fixtures, benches) gets the column
-- from the lines by the triggers below: an insert without it, an update of the lines that does not write a new
-- lines_hash with them (storePricing alone writes a hash, and always a new one when the lines change).
DROP INDEX "order_pricings_party_ids_idx";--> statement-breakpoint
ALTER TABLE "order_pricings" ADD COLUMN "party_ids" integer[];--> statement-breakpoint
UPDATE "order_pricings" SET "party_ids" = order_pricing_party_ids("lines");--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_pricings_party_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.party_ids := order_pricing_party_ids(NEW.lines);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_pricings_party_ids_ins BEFORE INSERT ON order_pricings FOR EACH ROW
  WHEN (NEW.party_ids IS NULL) EXECUTE FUNCTION order_pricings_party_ids();--> statement-breakpoint
CREATE TRIGGER order_pricings_party_ids_upd BEFORE UPDATE OF lines ON order_pricings FOR EACH ROW
  WHEN (NEW.party_ids IS NULL OR NEW.lines_hash = '' OR NEW.lines_hash = OLD.lines_hash) EXECUTE FUNCTION order_pricings_party_ids();--> statement-breakpoint
-- room on each page for a rewritten row (HOT needs the new version on the old one's page); new pages only
ALTER TABLE "order_pricings" SET (fillfactor = 70);--> statement-breakpoint
CREATE INDEX "order_pricings_party_ids_idx" ON "order_pricings" USING gin ("party_ids") WITH (fastupdate=true,gin_pending_list_limit=256);
