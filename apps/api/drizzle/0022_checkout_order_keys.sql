-- Checkout orders' keys move into a space of their own (`checkout:`), apart from the keys the app
-- makes itself (`quotation:<id>`, `demo-activity:N`): a key a client sent earlier can no longer
-- stand in the way of a quotation's conversion.
UPDATE "orders" SET "idempotency_key" = 'checkout:earlier:' || "idempotency_key"
WHERE "source" = 'checkout' AND "idempotency_key" NOT LIKE 'checkout:%' AND "idempotency_key" NOT LIKE 'demo-activity:%';
