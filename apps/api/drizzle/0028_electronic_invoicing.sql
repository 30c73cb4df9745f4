CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mail_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_document_counters" (
	"kind" text NOT NULL,
	"environment" text NOT NULL,
	"establishment" text NOT NULL,
	"emission_point" text NOT NULL,
	"last_sequential" integer NOT NULL,
	CONSTRAINT "electronic_document_counters_kind_environment_establishment_emission_point_pk" PRIMARY KEY("kind","environment","establishment","emission_point")
);
--> statement-breakpoint
CREATE TABLE "electronic_document_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "electronic_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"invoice_id" uuid,
	"customer_id" uuid,
	"environment" text NOT NULL,
	"establishment" text NOT NULL,
	"emission_point" text NOT NULL,
	"sequential" integer NOT NULL,
	"number" text NOT NULL,
	"access_key" text NOT NULL,
	"issue_date" date NOT NULL,
	"status" text NOT NULL,
	"document" jsonb NOT NULL,
	"signed_xml" text NOT NULL,
	"authorized_xml" text,
	"authorization_number" text,
	"authorized_at" timestamp with time zone,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"buyer_identification" text NOT NULL,
	"buyer_email" text,
	"total_cents" bigint NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb,
	"certificate_sealed" "bytea",
	"certificate_info" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "invoicing_settings_single_row" CHECK ("invoicing_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_messages_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_document_events" ADD CONSTRAINT "electronic_document_events_document_id_electronic_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."electronic_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_document_events" ADD CONSTRAINT "electronic_document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_invoice_id_electronic_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."electronic_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_settings" ADD CONSTRAINT "invoicing_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id","position");--> statement-breakpoint
CREATE INDEX "electronic_document_events_document_idx" ON "electronic_document_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_documents_access_key_key" ON "electronic_documents" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_documents_series_key" ON "electronic_documents" USING btree ("kind","environment","establishment","emission_point","sequential");--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_documents_order_invoice_key" ON "electronic_documents" USING btree ("order_id") WHERE "electronic_documents"."kind" = 'factura';--> statement-breakpoint
CREATE INDEX "electronic_documents_created_idx" ON "electronic_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "electronic_documents_status_idx" ON "electronic_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "electronic_documents_invoice_idx" ON "electronic_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "electronic_documents_customer_idx" ON "electronic_documents" USING btree ("customer_id");