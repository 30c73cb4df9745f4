CREATE TABLE "product_trade_months" (
	"product_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"month" date NOT NULL,
	"quantity" numeric(24, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "product_trade_months_product_id_direction_month_pk" PRIMARY KEY("product_id","direction","month")
);
--> statement-breakpoint
ALTER TABLE "product_trade_months" ADD CONSTRAINT "product_trade_months_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_trade_months_amount_idx" ON "product_trade_months" USING btree ("direction","month","amount_cents","product_id","quantity","last_date");--> statement-breakpoint
-- The months of the figures already imported, from their days.
INSERT INTO "product_trade_months" ("product_id", "direction", "month", "quantity", "amount_cents", "line_count", "last_date")
SELECT "product_id", "direction", date_trunc('month', "day"::timestamp)::date, sum("quantity"), sum("amount_cents"), sum("line_count"), max("day")
FROM "product_trade_days"
GROUP BY 1, 2, 3;
