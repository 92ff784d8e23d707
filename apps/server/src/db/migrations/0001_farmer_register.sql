CREATE TABLE "farmer_intelligence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"contact" text,
	"crop_enterprise" text,
	"issue_faced" text,
	"solution_suggested" text,
	"likely_next_issue" text,
	"products_to_buy" text,
	"est_spend_inr" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "farmers_fpo_created_idx";--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "fssai_number" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "pan_file" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "tan_file" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "aadhar_file" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "moa_file" text;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "aoa_file" text;--> statement-breakpoint
ALTER TABLE "farmer_intelligence" ADD CONSTRAINT "farmer_intelligence_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmer_intelligence_fpo_phone_idx" ON "farmer_intelligence" USING btree ("fpo_id","phone_number","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "farmers_fpo_created_idx" ON "farmers" USING btree ("fpo_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);