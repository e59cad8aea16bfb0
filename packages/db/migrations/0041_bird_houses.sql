CREATE TABLE "bird_house_harvests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"house_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"harvest_date" date NOT NULL,
	"weight" numeric(24, 5) NOT NULL,
	"grade" text NOT NULL,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bird_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"area" numeric(12, 2) NOT NULL,
	"year_built" integer NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence_no" text NOT NULL,
	"licence_file" text NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "house_id" uuid;--> statement-breakpoint
ALTER TABLE "bird_house_harvests" ADD CONSTRAINT "bird_house_harvests_house_id_bird_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."bird_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bird_house_harvests" ADD CONSTRAINT "bird_house_harvests_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bird_houses" ADD CONSTRAINT "bird_houses_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bird_house_harvests_house_idx" ON "bird_house_harvests" USING btree ("house_id","harvest_date");--> statement-breakpoint
CREATE INDEX "bird_house_harvests_date_idx" ON "bird_house_harvests" USING btree ("harvest_date","corp_id");--> statement-breakpoint
CREATE INDEX "bird_houses_corp_idx" ON "bird_houses" USING btree ("corp_id","created_at");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_house_id_bird_houses_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."bird_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_house_idx" ON "batches" USING btree ("house_id");