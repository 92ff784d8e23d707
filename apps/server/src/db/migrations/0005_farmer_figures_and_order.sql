CREATE TABLE "fpo_farmer_hours" (
	"fpo_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"farmers" integer DEFAULT 0 NOT NULL,
	"acres" numeric(14, 2) DEFAULT '0' NOT NULL,
	"male" integer DEFAULT 0 NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"male_acres" numeric(14, 2) DEFAULT '0' NOT NULL,
	"female_acres" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "fpo_farmer_hours_fpo_id_hour_pk" PRIMARY KEY("fpo_id","hour")
);
--> statement-breakpoint
CREATE TABLE "fpo_farmer_stats" (
	"fpo_id" uuid PRIMARY KEY NOT NULL,
	"farmers" integer DEFAULT 0 NOT NULL,
	"acres" numeric(14, 2) DEFAULT '0' NOT NULL,
	"male" integer DEFAULT 0 NOT NULL,
	"female" integer DEFAULT 0 NOT NULL,
	"male_acres" numeric(14, 2) DEFAULT '0' NOT NULL,
	"female_acres" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
DROP INDEX "farmers_fpo_created_idx";--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "farmers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "fpo_farmer_hours" ADD CONSTRAINT "fpo_farmer_hours_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpo_farmer_stats" ADD CONSTRAINT "fpo_farmer_stats_fpo_id_fpos_id_fk" FOREIGN KEY ("fpo_id") REFERENCES "public"."fpos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmers_fpo_created_seq_idx" ON "farmers" USING btree ("fpo_id","created_at" DESC NULLS FIRST,"seq");