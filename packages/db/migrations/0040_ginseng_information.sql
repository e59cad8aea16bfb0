CREATE TABLE "ginseng_cultivation_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plot_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"date" date NOT NULL,
	"activity" text NOT NULL,
	"description" text NOT NULL,
	"inputs" text,
	"operator" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ginseng_records_activity_check" CHECK ("ginseng_cultivation_records"."activity" in ('sowing', 'transplanting', 'fertilising', 'weeding', 'pestControl', 'shading', 'harvest', 'other'))
);
--> statement-breakpoint
CREATE TABLE "ginseng_farms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"area" numeric(12, 2) NOT NULL,
	"remark" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ginseng_farms_area_check" CHECK ("ginseng_farms"."area" > 0)
);
--> statement-breakpoint
CREATE TABLE "ginseng_plots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farm_id" uuid NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"area" numeric(12, 2) NOT NULL,
	"planting_year" smallint NOT NULL,
	"soil_type" text,
	"shade_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ginseng_plots_area_check" CHECK ("ginseng_plots"."area" > 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "ginseng_plot_id" uuid;--> statement-breakpoint
ALTER TABLE "ginseng_cultivation_records" ADD CONSTRAINT "ginseng_cultivation_records_plot_id_ginseng_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."ginseng_plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ginseng_cultivation_records" ADD CONSTRAINT "ginseng_cultivation_records_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ginseng_farms" ADD CONSTRAINT "ginseng_farms_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ginseng_plots" ADD CONSTRAINT "ginseng_plots_farm_id_ginseng_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."ginseng_farms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ginseng_plots" ADD CONSTRAINT "ginseng_plots_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ginseng_records_plot_idx" ON "ginseng_cultivation_records" USING btree ("plot_id","date");--> statement-breakpoint
CREATE INDEX "ginseng_farms_corp_idx" ON "ginseng_farms" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "ginseng_plots_farm_idx" ON "ginseng_plots" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "ginseng_plots_corp_idx" ON "ginseng_plots" USING btree ("corp_id");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_ginseng_plot_id_ginseng_plots_id_fk" FOREIGN KEY ("ginseng_plot_id") REFERENCES "public"."ginseng_plots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_ginseng_plot_idx" ON "batches" USING btree ("ginseng_plot_id");