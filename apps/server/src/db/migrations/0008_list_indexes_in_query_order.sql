DROP INDEX "file_uploads_fpo_created_idx";--> statement-breakpoint
DROP INDEX "import_jobs_file_idx";--> statement-breakpoint
CREATE INDEX "file_uploads_fpo_created_idx" ON "file_uploads" USING btree ("fpo_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_jobs_file_idx" ON "import_jobs" USING btree ("file_id","created_at" DESC NULLS FIRST);