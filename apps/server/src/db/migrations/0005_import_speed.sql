DROP INDEX "farmers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "farmers_village_trgm_idx";--> statement-breakpoint
DROP INDEX "farmers_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "farmers_name_trgm_idx" ON "farmers" USING gin ("farmer_name" gin_trgm_ops) WITH (gin_pending_list_limit=65536);--> statement-breakpoint
CREATE INDEX "farmers_village_trgm_idx" ON "farmers" USING gin ("village" gin_trgm_ops) WITH (gin_pending_list_limit=65536);--> statement-breakpoint
CREATE INDEX "farmers_phone_trgm_idx" ON "farmers" USING gin ("phone_number" gin_trgm_ops) WITH (gin_pending_list_limit=65536);