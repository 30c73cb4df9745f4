ALTER TABLE "products" ADD COLUMN "minimum_stock" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_minimum_stock_check" CHECK ("products"."minimum_stock" >= 0);