CREATE TABLE "farmer_import_rows" (
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"action" text NOT NULL,
	"farmer_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"acres" numeric(7, 2) NOT NULL,
	"gender" text NOT NULL,
	"village" text NOT NULL,
	"block" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_analyses" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"row_count" integer NOT NULL,
	"data_quality_score" numeric(5, 2) NOT NULL,
	"complexity_score" numeric(5, 2) NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"analysis_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"sheet" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"update_existing" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"rejected_key" text,
	"error_code" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "farmer_import_rows" ADD CONSTRAINT "farmer_import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_analyses" ADD CONSTRAINT "file_analyses_file_id_file_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_file_id_file_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmer_import_rows_job_idx" ON "farmer_import_rows" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "file_uploads_fpo_created_idx" ON "file_uploads" USING btree ("fpo_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_jobs_file_idx" ON "import_jobs" USING btree ("file_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_file_id_file_uploads_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_uploads"("id") ON DELETE set null ON UPDATE no action;