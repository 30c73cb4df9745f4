CREATE TYPE "public"."quotation_status" AS ENUM('new', 'sent', 'accepted', 'rejected', 'converted');--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"presentation_id" uuid,
	"product_id" uuid,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_slug" text NOT NULL,
	"presentation_label" text NOT NULL,
	"quantity" integer NOT NULL,
	"iva_code" text NOT NULL,
	"list_unit_price_cents" integer,
	"unit_price_cents" integer,
	"break_from_quantity" integer,
	"price_by_staff" boolean DEFAULT false NOT NULL,
	"subtotal_cents" bigint,
	"note" text,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"ghs_pictograms" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"summary" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"status" "quotation_status" DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"valid_until" date NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_identification_type" text,
	"customer_identification" text DEFAULT '' NOT NULL,
	"customer_city" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"customer_user_id" uuid,
	"created_by" uuid,
	"ip" text,
	"attention" text,
	"acceptance" jsonb,
	"order_id" uuid,
	"order_number" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_revision_id_quotation_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quotation_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_presentation_id_product_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."product_presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_key" ON "quotation_lines" USING btree ("revision_id","position");--> statement-breakpoint
CREATE INDEX "quotation_messages_quotation_idx" ON "quotation_messages" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_revisions_key" ON "quotation_revisions" USING btree ("quotation_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_key" ON "quotations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_token_key" ON "quotations" USING btree ("token");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotations_status_created_idx" ON "quotations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotations_customer_user_idx" ON "quotations" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_attention_idx" ON "quotations" USING btree ("attention") WHERE "quotations"."attention" is not null;