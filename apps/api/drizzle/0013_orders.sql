CREATE TYPE "public"."order_status" AS ENUM('pending', 'confirmed', 'shipped', 'ready', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"user_id" uuid,
	"actor_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"presentation_id" uuid,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"presentation_label" text NOT NULL,
	"presentation_size" numeric(14, 3) NOT NULL,
	"presentation_unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"iva_code" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"stock_taken" numeric(14, 3)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"quotation_id" uuid,
	"customer_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"billing_identification_type" text NOT NULL,
	"billing_identification" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_phone" text,
	"delivery_method" text NOT NULL,
	"branch_name" text,
	"branch_address" text,
	"shipping_province" text,
	"shipping_city" text,
	"shipping_address" text,
	"shipping_reference" text,
	"shipping_contact_name" text,
	"shipping_phone" text,
	"payment_method" text NOT NULL,
	"subtotal_taxable_cents" bigint NOT NULL,
	"subtotal_zero_cents" bigint NOT NULL,
	"subtotal_exempt_cents" bigint NOT NULL,
	"subtotal_not_subject_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"iva_rate" numeric(5, 2) NOT NULL,
	"iva_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_items" integer NOT NULL,
	"carrier" text,
	"guide_number" text,
	"stock_taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_presentation_id_product_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."product_presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_key" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_presentation_idx" ON "order_lines" USING btree ("presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_quotation_idx" ON "orders" USING btree ("quotation_id") WHERE "orders"."quotation_id" is not null;