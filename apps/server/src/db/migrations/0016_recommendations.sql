CREATE TABLE "cached_recommendations" (
	"fpo_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"is_stale" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cached_recommendations_fpo_id_kind_pk" PRIMARY KEY("fpo_id","kind"),
	CONSTRAINT "cached_recommendations_kind_check" CHECK ("cached_recommendations"."kind" in ('loans', 'schemes'))
);
--> statement-breakpoint
CREATE TABLE "loan_options" (
	"id" text PRIMARY KEY NOT NULL,
	"lender_name" text NOT NULL,
	"lender_type" text NOT NULL,
	"loan_type" text NOT NULL,
	"loan_kind" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"interest_rate" text NOT NULL,
	"tenure" text NOT NULL,
	"processing_time" text NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"website" text,
	"eligibility_criteria" jsonb NOT NULL,
	"required_documents" jsonb NOT NULL,
	"special_features" jsonb NOT NULL,
	"collateral_required" boolean NOT NULL,
	"subsidy_available" boolean NOT NULL,
	"icon" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"page_name" text NOT NULL,
	"status" text NOT NULL,
	"records_processed" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" date,
	"triggered_by" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"total_fpos" integer DEFAULT 0 NOT NULL,
	"finance_success" integer DEFAULT 0 NOT NULL,
	"finance_failure" integer DEFAULT 0 NOT NULL,
	"schemes_success" integer DEFAULT 0 NOT NULL,
	"schemes_failure" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"admin_email_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "refresh_runs_trigger_check" CHECK ("refresh_runs"."trigger" in ('schedule', 'manual')),
	CONSTRAINT "refresh_runs_status_check" CHECK ("refresh_runs"."status" in ('running', 'success', 'partial', 'failure'))
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"scheme_name" text NOT NULL,
	"government_level" text NOT NULL,
	"department" text NOT NULL,
	"scheme_type" text NOT NULL,
	"benefit_amount" text NOT NULL,
	"subsidy_percentage" text NOT NULL,
	"max_benefit" bigint NOT NULL,
	"eligibility_criteria" jsonb NOT NULL,
	"required_documents" jsonb NOT NULL,
	"application_process" jsonb NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"website" text,
	"processing_time" text NOT NULL,
	"target_beneficiaries" text NOT NULL,
	"key_features" jsonb NOT NULL,
	"applicable_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crop_specific" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cached_recommendations" ADD CONSTRAINT "cached_recommendations_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_logs" ADD CONSTRAINT "refresh_logs_run_id_refresh_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."refresh_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_runs" ADD CONSTRAINT "refresh_runs_triggered_by_user_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_logs_created_idx" ON "refresh_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_runs_scheduled_for_idx" ON "refresh_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_runs_one_running_idx" ON "refresh_runs" USING btree ((true)) WHERE "refresh_runs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "refresh_runs_started_idx" ON "refresh_runs" USING btree ("started_at");