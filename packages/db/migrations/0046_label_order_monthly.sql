CREATE TABLE "label_order_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"printing_factory_id" uuid,
	"orders" bigint DEFAULT 0 NOT NULL,
	"labels" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "label_order_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id","printing_factory_id")
);
--> statement-breakpoint
CREATE INDEX "label_orders_open_idx" ON "label_orders" USING btree ("created_at") WHERE "label_orders"."status" <> 'delivered';
--> statement-breakpoint
-- hand-written: label_order_monthly follows label_orders through rollup_follow (migration 0044).
SELECT rollup_follow_triggers('label_orders', 'label_order_monthly', 'label_order_monthly_key',
  'month, corp_id, product_id, printing_factory_id',
  'date_trunc(''month'', created_at AT TIME ZONE ''utc'')::date, corp_id, product_id, printing_factory_id',
  'orders, labels, approved, delivered',
  '1; count; CASE WHEN status IN (''passed'', ''paid'', ''delivered'') THEN count ELSE 0 END; CASE WHEN status = ''delivered'' THEN count ELSE 0 END');
--> statement-breakpoint
INSERT INTO label_order_monthly (month, corp_id, product_id, printing_factory_id, orders, labels, approved, delivered)
  SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, printing_factory_id, count(*), sum(count),
    sum(CASE WHEN status IN ('passed', 'paid', 'delivered') THEN count ELSE 0 END),
    sum(CASE WHEN status = 'delivered' THEN count ELSE 0 END)
  FROM label_orders GROUP BY 1, 2, 3, 4;
