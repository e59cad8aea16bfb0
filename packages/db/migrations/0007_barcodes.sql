CREATE TABLE "barcode_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_no" text NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"symbology" text NOT NULL,
	"count" integer NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"error" text,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barcodes" (
	"application_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "barcodes_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
ALTER TABLE "barcode_applications" ADD CONSTRAINT "barcode_applications_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_applications" ADD CONSTRAINT "barcode_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_application_id_barcode_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."barcode_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_applications_no_key" ON "barcode_applications" USING btree ("application_no");--> statement-breakpoint
CREATE INDEX "barcode_applications_corp_idx" ON "barcode_applications" USING btree ("corp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "barcodes_value_key" ON "barcodes" USING btree ("value");