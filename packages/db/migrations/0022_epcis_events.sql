CREATE TABLE "epcis_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"action" text,
	"biz_step" text,
	"disposition" text,
	"event_time" timestamp with time zone NOT NULL,
	"event_time_zone_offset" text NOT NULL,
	"record_time" timestamp with time zone DEFAULT now() NOT NULL,
	"corp_ids" uuid[] NOT NULL,
	"batch_id" uuid,
	"shipment_id" uuid,
	"run_id" uuid,
	"labels" "nummultirange",
	"label_count" integer DEFAULT 0 NOT NULL,
	"epc_prefix" text,
	"body" jsonb NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gln" text;--> statement-breakpoint
CREATE INDEX "epcis_events_time_idx" ON "epcis_events" USING btree ("event_time","event_id");--> statement-breakpoint
CREATE INDEX "epcis_events_corps_idx" ON "epcis_events" USING gin ("corp_ids");--> statement-breakpoint
CREATE INDEX "epcis_events_batch_idx" ON "epcis_events" USING btree ("batch_id") WHERE "epcis_events"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "epcis_events_shipment_idx" ON "epcis_events" USING btree ("shipment_id") WHERE "epcis_events"."shipment_id" is not null;--> statement-breakpoint
CREATE INDEX "epcis_events_labels_idx" ON "epcis_events" USING gist ("labels");--> statement-breakpoint
CREATE INDEX "epcis_events_source_idx" ON "epcis_events" USING btree ("source");--> statement-breakpoint
CREATE FUNCTION epcis_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'epcis_events is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER epcis_events_append_only BEFORE UPDATE OR DELETE ON "epcis_events"
  FOR EACH ROW EXECUTE FUNCTION epcis_events_append_only();--> statement-breakpoint
CREATE TRIGGER epcis_events_no_truncate BEFORE TRUNCATE ON "epcis_events"
  FOR EACH STATEMENT EXECUTE FUNCTION epcis_events_append_only();
