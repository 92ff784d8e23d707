CREATE TABLE "fpo_document_changes" (
	"fpo_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fpo_document_changes_fpo_id_kind_pk" PRIMARY KEY("fpo_id","kind")
);
--> statement-breakpoint
CREATE TABLE "fpo_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fpo_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fpo_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "fpo_invitations_role_check" CHECK ("fpo_invitations"."role" in ('owner', 'manager', 'field_staff'))
);
--> statement-breakpoint
CREATE TABLE "farmer_write_keys" (
	"fpo_id" uuid NOT NULL,
	"key" text NOT NULL,
	"farmer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmer_write_keys_fpo_id_key_pk" PRIMARY KEY("fpo_id","key")
);
--> statement-breakpoint
CREATE TABLE "pincode_directory" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "pincodes_pincode_check" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "input_inventory" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "input_inventory" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "fpo_document_changes" ADD CONSTRAINT "fpo_document_changes_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_document_changes" ADD CONSTRAINT "fpo_document_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_invitations" ADD CONSTRAINT "fpo_invitations_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_invitations" ADD CONSTRAINT "fpo_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_invitations" ADD CONSTRAINT "fpo_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_write_keys" ADD CONSTRAINT "farmer_write_keys_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmer_write_keys" ADD CONSTRAINT "farmer_write_keys_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fpo_invitations_open_unique" ON "fpo_invitations" USING btree ("fpo_id","email") WHERE "fpo_invitations"."accepted_at" is null and "fpo_invitations"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_inventory" ADD CONSTRAINT "input_inventory_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_inventory" ADD CONSTRAINT "input_inventory_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD CONSTRAINT "buyer_associations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_associations" ADD CONSTRAINT "buyer_associations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the role once planned as 'staff' is field staff now (DECISIONS T1).
UPDATE "fpo_members" SET "role" = 'field_staff' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "fpo_members" ADD CONSTRAINT "fpo_members_role_check" CHECK ("fpo_members"."role" in ('owner', 'manager', 'field_staff'));--> statement-breakpoint
-- Hand-written: before teams an FPO had only its owners, so what it holds was added by its first owner.
UPDATE "farmers" SET "created_by" = (SELECT "user_id" FROM "fpo_members" m WHERE m."fpo_id" = "farmers"."fpo_id" AND m."role" = 'owner' ORDER BY m."created_at" LIMIT 1);--> statement-breakpoint
UPDATE "product_inventory" SET "created_by" = (SELECT "user_id" FROM "fpo_members" m WHERE m."fpo_id" = "product_inventory"."fpo_id" AND m."role" = 'owner' ORDER BY m."created_at" LIMIT 1);--> statement-breakpoint
UPDATE "input_inventory" SET "created_by" = (SELECT "user_id" FROM "fpo_members" m WHERE m."fpo_id" = "input_inventory"."fpo_id" AND m."role" = 'owner' ORDER BY m."created_at" LIMIT 1);--> statement-breakpoint
UPDATE "buyer_associations" SET "created_by" = (SELECT "user_id" FROM "fpo_members" m WHERE m."fpo_id" = "buyer_associations"."fpo_id" AND m."role" = 'owner' ORDER BY m."created_at" LIMIT 1);
