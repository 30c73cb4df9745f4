CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"presentation_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_presentation_id_pk" PRIMARY KEY("user_id","presentation_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_presentation_id_product_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."product_presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_presentation_idx" ON "cart_lines" USING btree ("presentation_id");