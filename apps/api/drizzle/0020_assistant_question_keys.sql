ALTER TABLE "assistant_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "question_id" uuid;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_question_id_assistant_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assistant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_messages_user_key_key" ON "assistant_messages" USING btree ("user_id","idempotency_key") WHERE "assistant_messages"."idempotency_key" is not null;