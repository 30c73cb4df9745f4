-- Prices staff set by hand for formula ingredients the catalogue does not sell, one per name.
CREATE TABLE "ingredient_prices" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" "product_unit" NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredient_prices_price_check" CHECK ("ingredient_prices"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ingredient_prices" ADD CONSTRAINT "ingredient_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;