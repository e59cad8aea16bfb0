CREATE TABLE "label_order_corp_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"group_count" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"labels" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "label_order_corp_monthly_key" UNIQUE("month","corp_id")
);
--> statement-breakpoint
-- hand-written: label_order_corp_monthly follows label_order_monthly through rollup_follow (migration
-- 0044), which label_orders' statements update; a row of label_order_monthly counts as a group while it
-- has orders (the report reads only those).
SELECT rollup_follow_triggers('label_order_monthly', 'label_order_corp_monthly', 'label_order_corp_monthly_key',
  'month, corp_id', 'month, corp_id', 'group_count, orders, labels, approved, delivered',
  'CASE WHEN orders <> 0 THEN 1 ELSE 0 END; orders; labels; approved; delivered');
--> statement-breakpoint
INSERT INTO label_order_corp_monthly (month, corp_id, group_count, orders, labels, approved, delivered)
  SELECT month, corp_id, count(*) FILTER (WHERE orders <> 0), sum(orders), sum(labels), sum(approved), sum(delivered)
  FROM label_order_monthly GROUP BY 1, 2;
