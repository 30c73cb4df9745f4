DROP INDEX "stock_moves_product_idx";--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","created_at","id");