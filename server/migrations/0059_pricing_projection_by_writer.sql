-- (issue 20) the shop cost projection's estimates ('est', report_fee_daily) are written by the pricing statement itself
-- when storePricing writes (server/src/repositories/quote/order-pricing.ts: the orders' old and new totals and counts,
-- joined to their orders, in the same statement as their pricing rows), which sets lading.est_by_writer = 'on' for its
-- statements; every other write of order_pricings (the order_estimated_fees view's INSTEAD OF trigger, a bulk insert of
-- a bench or an import) is projected by 0049's statement triggers as before. The triggers' own statement joined every
-- written row to orders (a scan of them per 5 000 pricings) and compared old with new rows on every re-pricing.
DROP TRIGGER order_pricings_report_ins ON order_pricings;
--> statement-breakpoint
DROP TRIGGER order_pricings_report_upd ON order_pricings;
--> statement-breakpoint
DROP TRIGGER order_pricings_report_del ON order_pricings;
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_ins AFTER INSERT ON order_pricings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  WHEN (coalesce(current_setting('lading.est_by_writer', true), '') <> 'on') EXECUTE FUNCTION report_fee_daily_pricings();
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_upd AFTER UPDATE ON order_pricings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  WHEN (coalesce(current_setting('lading.est_by_writer', true), '') <> 'on') EXECUTE FUNCTION report_fee_daily_pricings();
--> statement-breakpoint
CREATE TRIGGER order_pricings_report_del AFTER DELETE ON order_pricings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  WHEN (coalesce(current_setting('lading.est_by_writer', true), '') <> 'on') EXECUTE FUNCTION report_fee_daily_pricings();
