CREATE TABLE "label_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sheet_type" text NOT NULL,
	"count" integer NOT NULL,
	"address_id" uuid,
	"address_snapshot" jsonb,
	"application_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"review_remark" text,
	"payment_remark" text,
	"remark" text,
	"receipt_at" timestamp with time zone,
	"due_date" timestamp with time zone,
	"printing_factory_id" uuid,
	"run_id" uuid,
	"carrier" text,
	"tracking_no" text,
	"delivery_date" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_orders" ADD CONSTRAINT "label_orders_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_orders" ADD CONSTRAINT "label_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_orders_order_no_key" ON "label_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "label_orders_corp_idx" ON "label_orders" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "label_orders_printer_idx" ON "label_orders" USING btree ("printing_factory_id");--> statement-breakpoint
CREATE INDEX "label_orders_status_idx" ON "label_orders" USING btree ("status");