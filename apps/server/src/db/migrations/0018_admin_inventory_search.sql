CREATE INDEX "input_inventory_created_idx" ON "input_inventory" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "input_inventory_item_trgm_idx" ON "input_inventory" USING gin ("item_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "input_inventory_chemical_trgm_idx" ON "input_inventory" USING gin ("chemical_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "input_inventory_crop_trgm_idx" ON "input_inventory" USING gin ("crop_used_for" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_inventory_created_idx" ON "product_inventory" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_inventory_name_trgm_idx" ON "product_inventory" USING gin ("product_name" gin_trgm_ops);