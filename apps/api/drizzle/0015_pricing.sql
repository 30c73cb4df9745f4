CREATE TYPE "public"."iva_code" AS ENUM('iva', 'cero', 'exento', 'no_objeto');--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"province" text PRIMARY KEY NOT NULL,
	"price_cents" integer,
	"delivery_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "shipping_rates_values_check" CHECK (("shipping_rates"."price_cents" is null or "shipping_rates"."price_cents" >= 0) and "shipping_rates"."delivery_days" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "product_presentations" ADD COLUMN "sale_multiple" integer;--> statement-breakpoint
ALTER TABLE "product_presentations" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "iva_code" "iva_code" DEFAULT 'iva' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "density" numeric(8, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hazard_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quote_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dangerous_goods_check" CHECK (("products"."un_number" is null) = ("products"."hazard_class" is null));--> statement-breakpoint
UPDATE "products" SET "iva_code" = 'cero' WHERE NOT "iva_applies";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "iva_applies";--> statement-breakpoint
-- Courier rates of a new install (the seller edits them in Empresa → Envíos): Pichincha, where both
-- branches are, cheapest; Galápagos without courier (special transport, priced per order).
INSERT INTO "shipping_rates" ("province", "price_cents", "delivery_days") VALUES
	('Azuay', 700, 2),
	('Bolívar', 650, 3),
	('Carchi', 650, 2),
	('Cañar', 700, 3),
	('Chimborazo', 650, 2),
	('Cotopaxi', 550, 2),
	('El Oro', 750, 3),
	('Esmeraldas', 750, 3),
	('Galápagos', NULL, 8),
	('Guayas', 700, 2),
	('Imbabura', 550, 2),
	('Loja', 850, 3),
	('Los Ríos', 700, 2),
	('Manabí', 750, 3),
	('Morona Santiago', 950, 4),
	('Napo', 650, 2),
	('Orellana', 950, 3),
	('Pastaza', 850, 3),
	('Pichincha', 350, 1),
	('Santa Elena', 750, 3),
	('Santo Domingo de los Tsáchilas', 550, 2),
	('Sucumbíos', 950, 3),
	('Tungurahua', 550, 2),
	('Zamora Chinchipe', 950, 4)
ON CONFLICT DO NOTHING;