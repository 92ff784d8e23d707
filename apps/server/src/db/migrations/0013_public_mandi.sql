CREATE TABLE "buyer_requirement_crops" (
	"requirement_id" uuid NOT NULL,
	"crop_id" uuid NOT NULL,
	CONSTRAINT "buyer_requirement_crops_requirement_id_crop_id_pk" PRIMARY KEY("requirement_id","crop_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"crop_interest" text NOT NULL,
	"quantity_requirements" text,
	"quality_description" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"category" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crops_category_check" CHECK ("crops"."category" in ('Grains', 'Pulses', 'Vegetables', 'Fruits', 'Spices', 'Oilseeds', 'Cash Crops', 'Plantation Crops', 'Other'))
);
--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "is_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fpos" ADD COLUMN "hfn_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_requirement_crops" ADD CONSTRAINT "buyer_requirement_crops_requirement_id_buyer_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."buyer_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_requirement_crops" ADD CONSTRAINT "buyer_requirement_crops_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_requirement_crops_crop_idx" ON "buyer_requirement_crops" USING btree ("crop_id");--> statement-breakpoint
CREATE INDEX "buyer_requirements_published_idx" ON "buyer_requirements" USING btree ("created_at" DESC NULLS LAST) WHERE "buyer_requirements"."is_published";--> statement-breakpoint
CREATE UNIQUE INDEX "crops_name_key_unique" ON "crops" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "crops_listed_idx" ON "crops" USING btree ("usage_count" DESC NULLS LAST) WHERE "crops"."is_active" and "crops"."is_approved";--> statement-breakpoint
CREATE INDEX "product_inventory_listed_idx" ON "product_inventory" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product_inventory"."is_active";