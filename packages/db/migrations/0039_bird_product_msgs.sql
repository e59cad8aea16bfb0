CREATE TABLE "bird_product_msgs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"processing_method" text NOT NULL,
	"nest_type" text NOT NULL,
	"content_share" numeric(4, 1) NOT NULL,
	"solid_content" numeric(4, 1) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text,
	"review_status" text DEFAULT 'unreviewed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bird_product_msgs" ADD CONSTRAINT "bird_product_msgs_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bird_product_msgs" ADD CONSTRAINT "bird_product_msgs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bird_product_msgs_product_key" ON "bird_product_msgs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bird_product_msgs_corp_idx" ON "bird_product_msgs" USING btree ("corp_id","created_at");