CREATE TABLE "business_intelligence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"crop" text NOT NULL,
	"estimated_area" numeric(12, 2),
	"farmers_affected" integer DEFAULT 0 NOT NULL,
	"issue" text,
	"suggested_input" text,
	"potential_opportunity" text,
	"potential_rupees" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fpo_stock_figures" (
	"fpo_id" uuid PRIMARY KEY NOT NULL,
	"product_value" numeric DEFAULT '0' NOT NULL,
	"input_value" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "input_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"item_name" text NOT NULL,
	"quantity_available" integer NOT NULL,
	"purchase_price" numeric(14, 2) NOT NULL,
	"sale_price" numeric(14, 2) NOT NULL,
	"stock_value" numeric GENERATED ALWAYS AS (sale_price * quantity_available) STORED NOT NULL,
	"expiry_date" date,
	"picture_key" text,
	"chemical_name" text,
	"crop_used_for" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "input_inventory_quantity_check" CHECK ("input_inventory"."quantity_available" >= 0),
	CONSTRAINT "input_inventory_price_check" CHECK ("input_inventory"."purchase_price" >= 0 and "input_inventory"."sale_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"packaging_type" text NOT NULL,
	"quantity_available" integer,
	"packet_size_gms" integer,
	"quantity_tonnes" numeric(14, 2),
	"sale_price" numeric(14, 2) NOT NULL,
	"stock_value" numeric GENERATED ALWAYS AS (sale_price * case when packaging_type = 'packaged' then coalesce(quantity_available, 0) else coalesce(quantity_tonnes, 0) end) STORED NOT NULL,
	"expiry_date" date,
	"picture_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_inventory_packaging_check" CHECK ("product_inventory"."packaging_type" in ('packaged', 'open')),
	CONSTRAINT "product_inventory_unit_check" CHECK (("product_inventory"."packaging_type" = 'packaged' and "product_inventory"."quantity_available" >= 1 and "product_inventory"."quantity_tonnes" is null)
        or ("product_inventory"."packaging_type" = 'open' and "product_inventory"."quantity_tonnes" > 0 and "product_inventory"."quantity_available" is null
          and "product_inventory"."packet_size_gms" is null)),
	CONSTRAINT "product_inventory_price_check" CHECK ("product_inventory"."sale_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "business_intelligence" ADD CONSTRAINT "business_intelligence_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_stock_figures" ADD CONSTRAINT "fpo_stock_figures_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_inventory" ADD CONSTRAINT "input_inventory_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_intelligence_fpo_crop_idx" ON "business_intelligence" USING btree ("fpo_id","crop");--> statement-breakpoint
CREATE INDEX "input_inventory_fpo_created_idx" ON "input_inventory" USING btree ("fpo_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_inventory_fpo_created_idx" ON "product_inventory" USING btree ("fpo_id","created_at" DESC NULLS FIRST);