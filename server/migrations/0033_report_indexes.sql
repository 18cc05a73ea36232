-- Reports (issue 21): the order daily report reads (company, created day, status) from the index alone; the feedback
-- report reads the feedback events of a company in a time range without scanning every order event.
CREATE INDEX "orders_company_created_status_idx" ON "orders" USING btree ("company_id","created_at","status") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_company_feedback_idx" ON "order_events" USING btree ("company_id","occurred_at") WHERE "order_events"."action" = 'feedback';
