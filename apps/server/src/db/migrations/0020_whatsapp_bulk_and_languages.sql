CREATE TABLE "whatsapp_bulk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"category" text NOT NULL,
	"template_name" text NOT NULL,
	"fallback_language" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_value" text,
	"status" text NOT NULL,
	"stop_reason" text,
	"total" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "bulk_send_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "outcome_by" text;--> statement-breakpoint
ALTER TABLE "whatsapp_bulk_sends" ADD CONSTRAINT "whatsapp_bulk_sends_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_bulk_sends" ADD CONSTRAINT "whatsapp_bulk_sends_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_bulk_sends_created_idx" ON "whatsapp_bulk_sends" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_bulk_sends_one_open" ON "whatsapp_bulk_sends" USING btree ("fpo_id","template_name") WHERE "whatsapp_bulk_sends"."status" in ('queued', 'running', 'stopped');--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_bulk_send_id_whatsapp_bulk_sends_id_fk" FOREIGN KEY ("bulk_send_id") REFERENCES "public"."whatsapp_bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_outcome_by_user_id_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_created_idx" ON "whatsapp_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_bulk_idx" ON "whatsapp_messages" USING btree ("bulk_send_id","status");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_fpo_created_idx" ON "whatsapp_messages" USING btree ("fpo_id","created_at");--> statement-breakpoint
ALTER TABLE "fpos" ADD CONSTRAINT "fpos_language_check" CHECK ("fpos"."language" in ('en', 'hi', 'kn', 'te', 'ta', 'ml'));--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_language_check" CHECK ("farmers"."preferred_language" in ('en', 'hi', 'kn', 'te', 'ta', 'ml'));--> statement-breakpoint
-- An FPO's farmers' language starts as its owner's; its farmers start in their FPO's (issue 18).
UPDATE "fpos" SET "language" = u."language" FROM "fpo_members" m JOIN "user" u ON u."id" = m."user_id" WHERE m."fpo_id" = "fpos"."id" AND m."role" = 'owner' AND u."language" IN ('hi', 'kn', 'te', 'ta', 'ml');--> statement-breakpoint
UPDATE "farmers" SET "preferred_language" = f."language" FROM "fpos" f WHERE f."id" = "farmers"."fpo_id" AND f."language" <> 'en';
