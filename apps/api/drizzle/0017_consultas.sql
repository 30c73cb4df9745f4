CREATE TABLE "business_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identification_type" text NOT NULL,
	"identification" text NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"is_client" boolean DEFAULT false NOT NULL,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (quimia_normalize("name" || ' ' || coalesce("trade_name", '') || ' ' || "identification")) STORED NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"sales_invoices" integer DEFAULT 0 NOT NULL,
	"sales_credit_notes" integer DEFAULT 0 NOT NULL,
	"first_sale_date" date,
	"last_sale_date" date,
	"purchases_cents" bigint DEFAULT 0 NOT NULL,
	"purchases_invoices" integer DEFAULT 0 NOT NULL,
	"purchases_credit_notes" integer DEFAULT 0 NOT NULL,
	"first_purchase_date" date,
	"last_purchase_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_code_mappings" (
	"party_id" uuid NOT NULL,
	"code" text NOT NULL,
	"product_id" uuid NOT NULL,
	"presentation_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_code_mappings_party_id_code_pk" PRIMARY KEY("party_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_trade_days" (
	"product_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"day" date NOT NULL,
	"quantity" numeric(24, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "product_trade_days_product_id_direction_day_pk" PRIMARY KEY("product_id","direction","day")
);
--> statement-breakpoint
CREATE TABLE "product_trade_totals" (
	"product_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"quantity" numeric(24, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "product_trade_totals_product_id_direction_pk" PRIMARY KEY("product_id","direction")
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"issue_date" date NOT NULL,
	"party_id" uuid NOT NULL,
	"code" text,
	"auxiliary_code" text,
	"description" text NOT NULL,
	"unit" text,
	"quantity" numeric(20, 6) NOT NULL,
	"unit_price" numeric(20, 6) NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"iva_rate" numeric(5, 2),
	"iva_cents" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid,
	"presentation_id" uuid,
	"product_quantity" numeric(24, 6)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"access_key" text,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"version" text,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"party_id" uuid NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"authorization_number" text,
	"authorized_at" timestamp with time zone,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_code_mappings" ADD CONSTRAINT "product_code_mappings_party_id_business_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."business_parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_code_mappings" ADD CONSTRAINT "product_code_mappings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_code_mappings" ADD CONSTRAINT "product_code_mappings_presentation_id_product_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."product_presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_code_mappings" ADD CONSTRAINT "product_code_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trade_days" ADD CONSTRAINT "product_trade_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_trade_totals" ADD CONSTRAINT "product_trade_totals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_party_id_business_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."business_parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_presentation_id_product_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."product_presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_party_id_business_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."business_parties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_parties_identification_key" ON "business_parties" USING btree ("identification");--> statement-breakpoint
CREATE INDEX "business_parties_search_text_idx" ON "business_parties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_parties_sales_idx" ON "business_parties" USING btree ("sales_cents") WHERE "business_parties"."is_client";--> statement-breakpoint
CREATE INDEX "business_parties_purchases_idx" ON "business_parties" USING btree ("purchases_cents") WHERE "business_parties"."is_supplier";--> statement-breakpoint
CREATE INDEX "product_trade_days_day_idx" ON "product_trade_days" USING btree ("day","direction","product_id","amount_cents","quantity");--> statement-breakpoint
CREATE INDEX "product_trade_totals_amount_idx" ON "product_trade_totals" USING btree ("direction","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_lines_key" ON "tax_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "tax_document_lines_party_product_idx" ON "tax_document_lines" USING btree ("party_id","product_id","issue_date");--> statement-breakpoint
CREATE INDEX "tax_document_lines_product_idx" ON "tax_document_lines" USING btree ("product_id","direction","issue_date");--> statement-breakpoint
CREATE INDEX "tax_document_lines_presentation_idx" ON "tax_document_lines" USING btree ("presentation_id") WHERE "tax_document_lines"."presentation_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_document_lines_unmatched_idx" ON "tax_document_lines" USING btree ("party_id","code") WHERE "tax_document_lines"."product_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_source_key" ON "tax_documents" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "tax_documents_direction_date_idx" ON "tax_documents" USING btree ("direction","issue_date");--> statement-breakpoint
CREATE INDEX "tax_documents_party_date_idx" ON "tax_documents" USING btree ("party_id","issue_date");