CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"fpo_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agriculture_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_key" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealership_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"user_id" text,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"requirement_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"application_data" jsonb NOT NULL,
	"eligibility_check" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	"review_note" text,
	CONSTRAINT "dealership_applications_status_check" CHECK ("dealership_applications"."status" in ('pending', 'under_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "dealership_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealership_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"min_farmers" integer DEFAULT 0 NOT NULL,
	"min_acres" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min_annual_turnover" numeric(14, 2) DEFAULT 0 NOT NULL,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_structure" text,
	"additional_requirements" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealership_requirements_minimums_check" CHECK ("dealership_requirements"."min_farmers" >= 0 and "dealership_requirements"."min_acres" >= 0 and "dealership_requirements"."min_annual_turnover" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_fair_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_fair_id" uuid NOT NULL,
	"fpo_id" uuid NOT NULL,
	"user_id" text,
	"products_to_display" jsonb NOT NULL,
	"booth_requirements" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	CONSTRAINT "trade_fair_registrations_status_check" CHECK ("trade_fair_registrations"."status" in ('pending', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trade_fairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"registration_deadline" date NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"participation_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"expected_visitors" integer,
	"website_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_fairs_dates_check" CHECK ("trade_fairs"."start_date" <= "trade_fairs"."end_date" and "trade_fairs"."registration_deadline" <= "trade_fairs"."end_date")
);
--> statement-breakpoint
CREATE TABLE "fpo_shareholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"shares" integer NOT NULL,
	"paid_up_capital" numeric(14, 2) NOT NULL,
	"joined_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fpo_shareholders_amounts_check" CHECK ("fpo_shareholders"."shares" > 0 and "fpo_shareholders"."paid_up_capital" >= 0)
);
--> statement-breakpoint
ALTER TABLE "buyer_feedback" ALTER COLUMN "feedback" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_company_id_agriculture_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."agriculture_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_category_id_dealership_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dealership_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_requirement_id_dealership_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."dealership_requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_applications" ADD CONSTRAINT "dealership_applications_status_changed_by_user_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_requirements" ADD CONSTRAINT "dealership_requirements_company_id_agriculture_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."agriculture_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_requirements" ADD CONSTRAINT "dealership_requirements_category_id_dealership_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dealership_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fair_registrations" ADD CONSTRAINT "trade_fair_registrations_trade_fair_id_trade_fairs_id_fk" FOREIGN KEY ("trade_fair_id") REFERENCES "public"."trade_fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fair_registrations" ADD CONSTRAINT "trade_fair_registrations_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fair_registrations" ADD CONSTRAINT "trade_fair_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fair_registrations" ADD CONSTRAINT "trade_fair_registrations_status_changed_by_user_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_shareholders" ADD CONSTRAINT "fpo_shareholders_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_shareholders" ADD CONSTRAINT "fpo_shareholders_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agriculture_companies_name_unique" ON "agriculture_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_applications_fpo_company_category_unique" ON "dealership_applications" USING btree ("fpo_id","company_id","category_id");--> statement-breakpoint
CREATE INDEX "dealership_applications_status_idx" ON "dealership_applications" USING btree ("status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_categories_name_unique" ON "dealership_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_requirements_company_category_unique" ON "dealership_requirements" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_fair_registrations_fair_fpo_unique" ON "trade_fair_registrations" USING btree ("trade_fair_id","fpo_id");--> statement-breakpoint
CREATE INDEX "trade_fair_registrations_fpo_idx" ON "trade_fair_registrations" USING btree ("fpo_id");--> statement-breakpoint
CREATE INDEX "trade_fairs_start_idx" ON "trade_fairs" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fpo_shareholders_fpo_farmer_unique" ON "fpo_shareholders" USING btree ("fpo_id","farmer_id");