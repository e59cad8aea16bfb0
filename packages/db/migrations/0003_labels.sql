CREATE TABLE "label_run_chunks" (
	"run_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_run_chunks_run_id_chunk_index_pk" PRIMARY KEY("run_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "label_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_no" text NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"order_id" uuid,
	"sheet_type" text DEFAULT 'big' NOT NULL,
	"count" integer NOT NULL,
	"chunk_size" integer NOT NULL,
	"start_code" numeric(20, 0) NOT NULL,
	"end_code" numeric(20, 0) NOT NULL,
	"status" text DEFAULT 'not_generated' NOT NULL,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" uuid,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_serial_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_serial" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"excode" numeric(20, 0) PRIMARY KEY NOT NULL,
	"pcode" text NOT NULL,
	"run_id" uuid,
	"corp_id" uuid,
	"product_id" uuid,
	"batch_id" uuid,
	"status" text DEFAULT 'unassigned' NOT NULL,
	"weight" numeric(20, 5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_run_chunks" ADD CONSTRAINT "label_run_chunks_run_id_label_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."label_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_runs" ADD CONSTRAINT "label_runs_corp_id_companies_id_fk" FOREIGN KEY ("corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_runs" ADD CONSTRAINT "label_runs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_run_id_label_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."label_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_runs_run_no_key" ON "label_runs" USING btree ("run_no");--> statement-breakpoint
CREATE INDEX "label_runs_corp_idx" ON "label_runs" USING btree ("corp_id");--> statement-breakpoint
CREATE INDEX "labels_run_idx" ON "labels" USING btree ("run_id","excode");--> statement-breakpoint
CREATE INDEX "labels_corp_status_idx" ON "labels" USING btree ("corp_id","status","excode");--> statement-breakpoint
CREATE INDEX "labels_product_idx" ON "labels" USING btree ("product_id","excode");--> statement-breakpoint
CREATE INDEX "labels_batch_idx" ON "labels" USING btree ("batch_id") WHERE "labels"."batch_id" is not null;