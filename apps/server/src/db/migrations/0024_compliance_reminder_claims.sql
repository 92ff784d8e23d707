ALTER TABLE "compliance_reminders" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ALTER COLUMN "sent_at" DROP NOT NULL;