CREATE TABLE "label_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid,
	"batch_id" uuid,
	"rule" text NOT NULL,
	"detail" jsonb NOT NULL,
	"scan_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_alerts_label_rule_key" UNIQUE("excode","rule")
);
--> statement-breakpoint
CREATE TABLE "label_verifications" (
	"excode" numeric(20, 0) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_alert_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"verify_rule_enabled" boolean NOT NULL,
	"verify_limit" integer NOT NULL,
	"region_rule_enabled" boolean NOT NULL,
	"region_limit" integer NOT NULL,
	"region_window_hours" integer NOT NULL,
	"served_region_rule_enabled" boolean NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_alert_settings_single_row" CHECK ("scan_alert_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "scan_daily" (
	"day" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"region" text NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_daily_key" UNIQUE NULLS NOT DISTINCT("day","corp_id","product_id","region")
);
--> statement-breakpoint
CREATE TABLE "scan_served_regions" (
	"corp_id" uuid PRIMARY KEY NOT NULL,
	"regions" text[] NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"result" text NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"batch_id" uuid,
	"region" text DEFAULT 'unknown' NOT NULL,
	"ip" text,
	"device" text,
	"device_type" text DEFAULT 'other' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_served_regions" ADD CONSTRAINT "scan_served_regions_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_alerts_corp_time_idx" ON "label_alerts" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "label_alerts_time_idx" ON "label_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scan_daily_corp_day_idx" ON "scan_daily" USING btree ("corp_id","day");--> statement-breakpoint
CREATE INDEX "scans_excode_time_idx" ON "scans" USING btree ("excode","scanned_at");--> statement-breakpoint
CREATE INDEX "scans_corp_time_idx" ON "scans" USING btree ("corp_id","scanned_at");--> statement-breakpoint
CREATE INDEX "scans_time_idx" ON "scans" USING btree ("scanned_at");