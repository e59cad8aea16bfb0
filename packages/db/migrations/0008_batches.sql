CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"line" text DEFAULT 'main' NOT NULL,
	"status" text DEFAULT 'in_production' NOT NULL,
	"production_date" timestamp with time zone,
	"expiry_date" timestamp with time zone,
	"origin" text,
	"quantity" numeric(24, 5),
	"max_labels" integer,
	"bound_count" integer DEFAULT 0 NOT NULL,
	"replace_product_name" text,
	"remark" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_corp_no_key" ON "batches" USING btree ("corp_id","batch_no");--> statement-breakpoint
CREATE INDEX "batches_corp_idx" ON "batches" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "batches_product_idx" ON "batches" USING btree ("product_id");