CREATE TABLE "compliance_records" (
	"fpo_id" uuid NOT NULL,
	"rule_key" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"done_on" date,
	"document_key" text,
	"recorded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_records_fpo_id_rule_key_period_pk" PRIMARY KEY("fpo_id","rule_key","period"),
	CONSTRAINT "compliance_records_status_check" CHECK ("compliance_records"."status" in ('done', 'not_applicable')),
	CONSTRAINT "compliance_records_done_on_check" CHECK (("compliance_records"."status" = 'done') = ("compliance_records"."done_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"fpo_id" uuid NOT NULL,
	"rule_key" text NOT NULL,
	"period" text NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_reminders_fpo_id_rule_key_period_days_before_pk" PRIMARY KEY("fpo_id","rule_key","period","days_before")
);
--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "incorporation_date" date;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "gst_filing" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_records" ADD CONSTRAINT "compliance_records_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_records" ADD CONSTRAINT "compliance_records_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpos" ADD CONSTRAINT "fpos_gst_filing_check" CHECK ("fpos"."gst_filing" in ('monthly', 'quarterly'));