CREATE TABLE "shipment_received_monthly" (
	"month" date NOT NULL,
	"receiver_corp_id" uuid NOT NULL,
	"sender_corp_id" uuid NOT NULL,
	"shipments" bigint DEFAULT 0 NOT NULL,
	"labels" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "shipment_received_monthly_key" UNIQUE("month","receiver_corp_id","sender_corp_id")
);
--> statement-breakpoint
-- hand-written: shipment_received_monthly follows shipments through rollup_follow (migration 0044). A
-- shipment counts while it is received: its receipt moves it into its month, a return or a new count
-- moves it again. Labels and weight are those counted on receipt, as sent where nothing was counted.
SELECT rollup_follow_triggers('shipments', 'shipment_received_monthly', 'shipment_received_monthly_key',
  'month, receiver_corp_id, sender_corp_id',
  'date_trunc(''month'', received_at AT TIME ZONE ''utc'')::date, receiver_corp_id, sender_corp_id',
  'shipments, labels, weight',
  'CASE WHEN status = ''received'' AND received_at IS NOT NULL THEN 1 ELSE 0 END; '
    || 'CASE WHEN status = ''received'' AND received_at IS NOT NULL THEN coalesce(counted_count, label_count) ELSE 0 END; '
    || 'CASE WHEN status = ''received'' AND received_at IS NOT NULL THEN coalesce(counted_weight, total_weight) ELSE 0 END');
--> statement-breakpoint
INSERT INTO shipment_received_monthly (month, receiver_corp_id, sender_corp_id, shipments, labels, weight)
  SELECT date_trunc('month', received_at AT TIME ZONE 'utc')::date, receiver_corp_id, sender_corp_id,
    count(*), sum(coalesce(counted_count, label_count)), sum(coalesce(counted_weight, total_weight))
  FROM shipments WHERE status = 'received' AND received_at IS NOT NULL GROUP BY 1, 2, 3;
