CREATE TABLE "fpo_photos" (
	"fpo_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"picture_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fpo_photos_fpo_id_slot_pk" PRIMARY KEY("fpo_id","slot"),
	CONSTRAINT "fpo_photos_slot_check" CHECK ("fpo_photos"."slot" in ('logo', 'village1', 'village2', 'village3', 'village4'))
);
--> statement-breakpoint
ALTER TABLE "fpo_photos" ADD CONSTRAINT "fpo_photos_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;