CREATE TABLE "company_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"cert_body_id" uuid,
	"title" text NOT NULL,
	"grade" text NOT NULL,
	"score" integer,
	"content" text NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL,
	"due_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"partner_corp_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"can_ship" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "honour_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text,
	"issue_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traceability_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"status" text DEFAULT 'traceability_pending' NOT NULL,
	"requested_start" timestamp with time zone,
	"requested_end" timestamp with time zone,
	"remark" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"contract_start" timestamp with time zone,
	"contract_end" timestamp with time zone,
	"review_remark" text,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"applied_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subclasses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"line" text DEFAULT 'main' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"subclass_id" uuid,
	"product_name" text NOT NULL,
	"replace_product_name" text,
	"description" text,
	"gtin" text,
	"specification" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"listing_status" text DEFAULT 'offline' NOT NULL,
	"listing_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_representative" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "production_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "introduction" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_files" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "document_files" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trace_status" text DEFAULT 'not_applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sy_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "company_evaluations" ADD CONSTRAINT "company_evaluations_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_evaluations" ADD CONSTRAINT "company_evaluations_cert_body_id_cert_bodies_id_fk" FOREIGN KEY ("cert_body_id") REFERENCES "public"."cert_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_partners" ADD CONSTRAINT "company_partners_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_partners" ADD CONSTRAINT "company_partners_partner_corp_id_companies_id_fk" FOREIGN KEY ("partner_corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honour_certificates" ADD CONSTRAINT "honour_certificates_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traceability_applications" ADD CONSTRAINT "traceability_applications_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subclasses" ADD CONSTRAINT "product_subclasses_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subclasses" ADD CONSTRAINT "product_subclasses_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subclass_id_product_subclasses_id_fk" FOREIGN KEY ("subclass_id") REFERENCES "public"."product_subclasses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_evaluations_corp_idx" ON "company_evaluations" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_partners_pair_key" ON "company_partners" USING btree ("corp_id","partner_corp_id","relation");--> statement-breakpoint
CREATE INDEX "company_partners_partner_idx" ON "company_partners" USING btree ("partner_corp_id");--> statement-breakpoint
CREATE INDEX "honour_certificates_corp_idx" ON "honour_certificates" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "traceability_applications_corp_idx" ON "traceability_applications" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "review_decisions_resource_idx" ON "review_decisions" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "review_revisions_resource_idx" ON "review_revisions" USING btree ("resource_type","resource_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_code_key" ON "product_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_subclasses_corp_idx" ON "product_subclasses" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "products_corp_idx" ON "products" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_gtin_key" ON "products" USING btree ("gtin");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");