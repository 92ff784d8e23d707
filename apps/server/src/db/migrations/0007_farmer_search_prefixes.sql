DROP INDEX "farmers_village_trgm_idx";--> statement-breakpoint
DROP INDEX "farmers_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "farmers_village_prefix_idx" ON "farmers" USING btree ("fpo_id",lower("village") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "farmers_phone_prefix_idx" ON "farmers" USING btree ("fpo_id","phone_number" text_pattern_ops);