CREATE TABLE "shipping_table" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"band_limits_kg" jsonb NOT NULL,
	"max_courier_kg" numeric(10, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shipping_table_one_row_check" CHECK ("shipping_table"."id"),
	CONSTRAINT "shipping_table_max_courier_check" CHECK ("shipping_table"."max_courier_kg" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" DROP CONSTRAINT "shipping_rates_values_check";--> statement-breakpoint
ALTER TABLE "product_presentations" ADD COLUMN "shipping_weight_kg" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_weight_kg" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "band_cents" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "extra_kg_cents" integer;--> statement-breakpoint
ALTER TABLE "shipping_table" ADD CONSTRAINT "shipping_table_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Freight by weight. Each province's price so far was a parcel's: it becomes the lightest band
-- (up to 5 kg), so a light order costs what it did. The heavier bands and the price per kilogram
-- above the last are derived from it, as a courier's freight grows slower than the weight:
-- 5–30 kg costs 2.5 times the parcel, 30–100 kg 6 times, and each kg above 100 kg a tenth of it
-- (a $7.00 parcel: $17.50, $42.00 and $0.70 per kg). Above 500 kg a courier is not offered
-- (special transport). The seller edits all of it in Empresa → Envíos.
INSERT INTO "shipping_table" ("band_limits_kg", "max_courier_kg") VALUES ('[5, 30, 100]'::jsonb, 500);--> statement-breakpoint
UPDATE "shipping_rates" SET
	"band_cents" = jsonb_build_array("price_cents", round("price_cents" * 2.5)::int, "price_cents" * 6),
	"extra_kg_cents" = round("price_cents" / 10.0)::int
WHERE "price_cents" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "product_presentations" ADD CONSTRAINT "product_presentations_shipping_weight_check" CHECK ("product_presentations"."shipping_weight_kg" is null or "product_presentations"."shipping_weight_kg" > 0);--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_values_check" CHECK (("shipping_rates"."band_cents" is null) = ("shipping_rates"."extra_kg_cents" is null) and ("shipping_rates"."extra_kg_cents" is null or "shipping_rates"."extra_kg_cents" >= 0) and "shipping_rates"."delivery_days" between 0 and 90);