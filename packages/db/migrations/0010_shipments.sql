CREATE TABLE "label_holdings" (
	"excode" numeric(20, 0) PRIMARY KEY NOT NULL,
	"holder_corp_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_labels" (
	"shipment_id" uuid NOT NULL,
	"excode" numeric(20, 0) NOT NULL,
	"batch_id" uuid,
	"weight" numeric(20, 5),
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipment_labels_shipment_id_excode_pk" PRIMARY KEY("shipment_id","excode")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_no" text NOT NULL,
	"sender_corp_id" uuid NOT NULL,
	"receiver_corp_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"import_receipt" boolean DEFAULT false NOT NULL,
	"batch_id" uuid,
	"source_shipment_id" uuid,
	"label_count" integer NOT NULL,
	"total_weight" numeric(24, 5) NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text,
	"shipping_date" timestamp with time zone NOT NULL,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text,
	"counted_count" integer,
	"counted_weight" numeric(24, 5),
	"counted_at" timestamp with time zone,
	"declaration_no" text,
	"receipt_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"documents_remark" text,
	"documents_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"return_reason" text,
	"returned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_holdings" ADD CONSTRAINT "label_holdings_excode_labels_excode_fk" FOREIGN KEY ("excode") REFERENCES "public"."labels"("excode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_holdings" ADD CONSTRAINT "label_holdings_holder_corp_id_companies_id_fk" FOREIGN KEY ("holder_corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_holdings" ADD CONSTRAINT "label_holdings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_excode_labels_excode_fk" FOREIGN KEY ("excode") REFERENCES "public"."labels"("excode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_sender_corp_id_companies_id_fk" FOREIGN KEY ("sender_corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_receiver_corp_id_companies_id_fk" FOREIGN KEY ("receiver_corp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "label_holdings_holder_idx" ON "label_holdings" USING btree ("holder_corp_id","excode");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_labels_open_key" ON "shipment_labels" USING btree ("excode") WHERE "shipment_labels"."open";--> statement-breakpoint
CREATE INDEX "shipment_labels_excode_idx" ON "shipment_labels" USING btree ("excode");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_no_key" ON "shipments" USING btree ("shipment_no");--> statement-breakpoint
CREATE INDEX "shipments_sender_idx" ON "shipments" USING btree ("sender_corp_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_receiver_idx" ON "shipments" USING btree ("receiver_corp_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_source_idx" ON "shipments" USING btree ("source_shipment_id") WHERE "shipments"."source_shipment_id" is not null;