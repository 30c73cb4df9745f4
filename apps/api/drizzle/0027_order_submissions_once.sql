-- Checkout submissions are made once by the app's one idempotency design (the idempotent_requests
-- table, as every other public write), so orders keep no key of their own. A quotation still
-- becomes one order at most, now said by the table itself.
DROP INDEX "orders_idempotency_key_key";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_key" ON "orders" USING btree ("quotation_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_digest";