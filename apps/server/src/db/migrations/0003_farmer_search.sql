CREATE INDEX "farmers_name_trgm_idx" ON "farmers" USING gin ("farmer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "farmers_village_trgm_idx" ON "farmers" USING gin ("village" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "farmers_phone_trgm_idx" ON "farmers" USING gin ("phone_number" gin_trgm_ops);