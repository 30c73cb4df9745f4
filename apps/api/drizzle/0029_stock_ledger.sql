CREATE TYPE "public"."stock_move_kind" AS ENUM('initial', 'purchase', 'sale', 'return', 'transfer', 'adjustment');--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_id" uuid NOT NULL,
	"branch_id" text NOT NULL,
	"on_hand" numeric(14, 3) DEFAULT 0 NOT NULL,
	"reserved" numeric(14, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id"),
	CONSTRAINT "stock_levels_reserved_check" CHECK ("stock_levels"."reserved" >= 0),
	CONSTRAINT "stock_levels_available_check" CHECK ("stock_levels"."on_hand" >= "stock_levels"."reserved")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"branch_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"balance" numeric(14, 3) NOT NULL,
	"kind" "stock_move_kind" NOT NULL,
	"source_kind" text,
	"source_id" text,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_quantity_check" CHECK ("stock_moves"."quantity" <> 0),
	CONSTRAINT "stock_moves_balance_check" CHECK ("stock_moves"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_branch_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_source_idx" ON "stock_moves" USING btree ("source_kind","source_id");--> statement-breakpoint
-- Branches get a key that stock and orders refer to. The first branch's is written here, as the
-- app would give it from its name, so the stock below is that branch's whatever the name.
UPDATE "company_settings"
SET "settings" = jsonb_set(
  "settings",
  '{branches,0,id}',
  to_jsonb(coalesce(
    nullif(rtrim(left(trim(both '-' from regexp_replace(quimia_normalize("settings"->'branches'->0->>'name'), '[^a-z0-9]+', '-', 'g')), 56), '-'), ''),
    'sucursal'
  ))
)
WHERE "id" = 1 AND jsonb_typeof("settings"->'branches'->0) = 'object' AND "settings"->'branches'->0->>'id' IS NULL;--> statement-breakpoint
-- Today's stock becomes the ledger's first moves, losing nothing: each product's available stock
-- plus what confirmed orders not yet shipped or picked up took from it, which stays held for
-- them as a reservation. All of it at the first branch (staff transfer what is elsewhere).
INSERT INTO "stock_levels" ("product_id", "branch_id", "on_hand", "reserved")
SELECT
  p."id",
  coalesce((SELECT "settings"->'branches'->0->>'id' FROM "company_settings" WHERE "id" = 1), 'valle-de-los-chillos'),
  greatest(p."stock", 0) + coalesce(h."reserved", 0),
  coalesce(h."reserved", 0)
FROM "products" p
LEFT JOIN (
  SELECT l."product_id", sum(l."stock_taken") AS "reserved"
  FROM "order_lines" l
  JOIN "orders" o ON o."id" = l."order_id"
  WHERE o."stock_taken_at" IS NOT NULL AND o."status" IN ('confirmed', 'ready')
    AND l."product_id" IS NOT NULL AND l."stock_taken" IS NOT NULL
  GROUP BY l."product_id"
) h ON h."product_id" = p."id"
WHERE greatest(p."stock", 0) + coalesce(h."reserved", 0) > 0;--> statement-breakpoint
INSERT INTO "stock_moves" ("product_id", "branch_id", "quantity", "balance", "kind", "note", "created_at")
SELECT "product_id", "branch_id", "on_hand", "on_hand", 'initial', 'Stock al empezar el kárdex', now()
FROM "stock_levels";--> statement-breakpoint
UPDATE "products" p SET "stock" = 0 WHERE p."stock" < 0;--> statement-breakpoint
UPDATE "orders"
SET "stock_branch_id" = coalesce((SELECT "settings"->'branches'->0->>'id' FROM "company_settings" WHERE "id" = 1), 'valle-de-los-chillos')
WHERE "stock_taken_at" IS NOT NULL AND "status" IN ('confirmed', 'ready');
--> statement-breakpoint
-- Orders already shipped or delivered took their goods for good: nothing is held for them.
UPDATE "orders"
SET "stock_branch_id" = coalesce((SELECT "settings"->'branches'->0->>'id' FROM "company_settings" WHERE "id" = 1), 'valle-de-los-chillos'),
  "stock_shipped_at" = "updated_at"
WHERE "stock_taken_at" IS NOT NULL AND "status" IN ('shipped', 'delivered');
