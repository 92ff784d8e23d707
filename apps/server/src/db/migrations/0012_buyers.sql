CREATE TABLE "buyer_associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"global_buyer_id" uuid NOT NULL,
	"user_rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_associations_rating_check" CHECK ("buyer_associations"."user_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "buyer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"global_buyer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"fpo_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"feedback" text NOT NULL,
	"transaction_amount" numeric(14, 2),
	"transaction_date" date,
	"payment_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_feedback_rating_check" CHECK ("buyer_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "global_buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"crop_interest" text NOT NULL,
	"monthly_volume_tonnes" numeric(14, 2),
	"price_min" numeric(14, 2),
	"price_max" numeric(14, 2),
	"quantity_requirements" text,
	"quality_description" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD CONSTRAINT "buyer_associations_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD CONSTRAINT "buyer_associations_global_buyer_id_global_buyers_id_fk" FOREIGN KEY ("global_buyer_id") REFERENCES "public"."global_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_feedback" ADD CONSTRAINT "buyer_feedback_global_buyer_id_global_buyers_id_fk" FOREIGN KEY ("global_buyer_id") REFERENCES "public"."global_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_feedback" ADD CONSTRAINT "buyer_feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_feedback" ADD CONSTRAINT "buyer_feedback_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_associations_fpo_buyer_unique" ON "buyer_associations" USING btree ("fpo_id","global_buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_associations_buyer_idx" ON "buyer_associations" USING btree ("global_buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_feedback_user_buyer_unique" ON "buyer_feedback" USING btree ("user_id","global_buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_feedback_buyer_idx" ON "buyer_feedback" USING btree ("global_buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "global_buyers_phone_unique" ON "global_buyers" USING btree ("phone_number");