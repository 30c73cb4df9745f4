ALTER TABLE "stock_levels" ADD COLUMN "minimum" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_minimum_check" CHECK ("stock_levels"."minimum" >= 0);--> statement-breakpoint
-- The product's one minimum becomes the first branch's (where migration 0029 put the stock), so
-- nothing is lost; `products.minimum_stock` stays as the sum of the branches' minimums.
INSERT INTO "stock_levels" ("product_id", "branch_id", "on_hand", "reserved", "minimum")
SELECT
  p."id",
  coalesce((SELECT "settings"->'branches'->0->>'id' FROM "company_settings" WHERE "id" = 1), 'valle-de-los-chillos'),
  0,
  0,
  p."minimum_stock"
FROM "products" p
WHERE p."minimum_stock" IS NOT NULL
ON CONFLICT ("product_id", "branch_id") DO UPDATE SET "minimum" = excluded."minimum";
