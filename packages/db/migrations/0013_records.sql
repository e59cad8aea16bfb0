CREATE TABLE "customs_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"port" text NOT NULL,
	"port_name" text NOT NULL,
	"import_time" timestamp with time zone NOT NULL,
	"import_corp_id" uuid,
	"import_corp_name" text NOT NULL,
	"certificates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecological_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "science_knowledge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid,
	"institution" text NOT NULL,
	"report_no" text NOT NULL,
	"test_date" timestamp with time zone NOT NULL,
	"result" text NOT NULL,
	"remark" text,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whole_chain_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"line_type" text NOT NULL,
	"producer" text NOT NULL,
	"place" text NOT NULL,
	"description" text,
	"stages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_infos" ADD CONSTRAINT "customs_infos_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_infos" ADD CONSTRAINT "customs_infos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_infos" ADD CONSTRAINT "customs_infos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_infos" ADD CONSTRAINT "customs_infos_import_corp_id_companies_id_fk" FOREIGN KEY ("import_corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecological_features" ADD CONSTRAINT "ecological_features_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecological_features" ADD CONSTRAINT "ecological_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecological_features" ADD CONSTRAINT "ecological_features_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_knowledge" ADD CONSTRAINT "science_knowledge_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_knowledge" ADD CONSTRAINT "science_knowledge_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "science_knowledge" ADD CONSTRAINT "science_knowledge_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whole_chain_records" ADD CONSTRAINT "whole_chain_records_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whole_chain_records" ADD CONSTRAINT "whole_chain_records_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whole_chain_records" ADD CONSTRAINT "whole_chain_records_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_infos_batch_key" ON "customs_infos" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "customs_infos_corp_idx" ON "customs_infos" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "ecological_features_corp_idx" ON "ecological_features" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "ecological_features_product_idx" ON "ecological_features" USING btree ("product_id","batch_id");--> statement-breakpoint
CREATE INDEX "science_knowledge_corp_idx" ON "science_knowledge" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "science_knowledge_product_idx" ON "science_knowledge" USING btree ("product_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_reports_corp_no_key" ON "test_reports" USING btree ("corp_id","report_no");--> statement-breakpoint
CREATE INDEX "test_reports_corp_idx" ON "test_reports" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "test_reports_product_idx" ON "test_reports" USING btree ("product_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whole_chain_records_batch_key" ON "whole_chain_records" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "whole_chain_records_corp_idx" ON "whole_chain_records" USING btree ("corp_id","created_at");