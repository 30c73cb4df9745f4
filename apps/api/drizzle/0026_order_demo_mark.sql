-- The demo's orders were told apart by their key (`demo-activity:…`); orders are about to lose
-- their keys (0027), so they say it themselves, as products do.
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "demo" = true WHERE "idempotency_key" LIKE 'demo-activity:%';
