CREATE TABLE "batch_bind_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"start_code" numeric(20, 0),
	"end_code" numeric(20, 0),
	"count" integer NOT NULL,
	"codes" text[] NOT NULL,
	"weight" numeric(24, 5),
	"file_name" text,
	"created_by" uuid,
	"operator_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raw_material_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corp_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"source_batch_id" uuid NOT NULL,
	"use_weight" numeric(24, 5) NOT NULL,
	"remaining_after" numeric(24, 5) NOT NULL,
	"created_by" uuid,
	"operator_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raw_material_uses_positive_check" CHECK ("raw_material_uses"."use_weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "raw_materials" (
	"excode" numeric(20, 0) PRIMARY KEY NOT NULL,
	"corp_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"weight" numeric(24, 5) NOT NULL,
	"remaining" numeric(24, 5) NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raw_materials_remaining_check" CHECK ("raw_materials"."remaining" >= 0 and "raw_materials"."remaining" <= "raw_materials"."weight")
);
--> statement-breakpoint
ALTER TABLE "batch_bind_logs" ADD CONSTRAINT "batch_bind_logs_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_bind_logs" ADD CONSTRAINT "batch_bind_logs_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_material_uses" ADD CONSTRAINT "raw_material_uses_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_material_uses" ADD CONSTRAINT "raw_material_uses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_material_uses" ADD CONSTRAINT "raw_material_uses_excode_raw_materials_excode_fk" FOREIGN KEY ("excode") REFERENCES "public"."raw_materials"("excode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_material_uses" ADD CONSTRAINT "raw_material_uses_source_batch_id_batches_id_fk" FOREIGN KEY ("source_batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_excode_labels_excode_fk" FOREIGN KEY ("excode") REFERENCES "public"."labels"("excode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_materials" ADD CONSTRAINT "raw_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_bind_logs_corp_idx" ON "batch_bind_logs" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_bind_logs_batch_idx" ON "batch_bind_logs" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_bind_logs_codes_idx" ON "batch_bind_logs" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "raw_material_uses_corp_idx" ON "raw_material_uses" USING btree ("corp_id","created_at");--> statement-breakpoint
CREATE INDEX "raw_material_uses_batch_idx" ON "raw_material_uses" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "raw_material_uses_source_idx" ON "raw_material_uses" USING btree ("source_batch_id","created_at");--> statement-breakpoint
CREATE INDEX "raw_material_uses_excode_idx" ON "raw_material_uses" USING btree ("excode");--> statement-breakpoint
CREATE INDEX "raw_materials_corp_idx" ON "raw_materials" USING btree ("corp_id","state","created_at");--> statement-breakpoint
CREATE INDEX "raw_materials_batch_idx" ON "raw_materials" USING btree ("batch_id");