CREATE TABLE "customs_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"port" text NOT NULL,
	"import_corp_id" uuid,
	"product_id" uuid NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "customs_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","port","import_corp_id","product_id")
);
--> statement-breakpoint
-- hand-written: customs_monthly follows customs_infos through rollup_follow (migration 0044); a record's
-- weight is its batch's quantity when the record is written.
SELECT rollup_follow_triggers('customs_infos', 'customs_monthly', 'customs_monthly_key',
  'month, corp_id, port, import_corp_id, product_id',
  'date_trunc(''month'', import_time AT TIME ZONE ''utc'')::date, corp_id, port, import_corp_id, product_id',
  'records, weight',
  '1; coalesce((SELECT b.quantity FROM batches b WHERE b.id = batch_id), 0)');
--> statement-breakpoint
-- hand-written: a batch whose quantity changes moves the weight of its customs record's rollup row by
-- the difference (each statement once, grouped, in key order as rollup_follow writes).
CREATE FUNCTION customs_monthly_weigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customs_monthly AS t (month, corp_id, port, import_corp_id, product_id, records, weight)
    SELECT date_trunc('month', ci.import_time AT TIME ZONE 'utc')::date, ci.corp_id, ci.port, ci.import_corp_id,
      ci.product_id, 0, sum(coalesce(n.quantity, 0) - coalesce(o.quantity, 0))
    FROM customs_monthly_batches_old o
    JOIN customs_monthly_batches_new n ON n.id = o.id
    JOIN customs_infos ci ON ci.batch_id = n.id
    WHERE n.quantity IS DISTINCT FROM o.quantity
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(coalesce(n.quantity, 0) - coalesce(o.quantity, 0)) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT customs_monthly_key DO UPDATE SET weight = t.weight + excluded.weight;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customs_monthly_weigh AFTER UPDATE ON batches
  REFERENCING OLD TABLE AS customs_monthly_batches_old NEW TABLE AS customs_monthly_batches_new
  FOR EACH STATEMENT EXECUTE FUNCTION customs_monthly_weigh();
--> statement-breakpoint
INSERT INTO customs_monthly (month, corp_id, port, import_corp_id, product_id, records, weight)
  SELECT date_trunc('month', ci.import_time AT TIME ZONE 'utc')::date, ci.corp_id, ci.port, ci.import_corp_id,
    ci.product_id, count(*), sum(coalesce(b.quantity, 0))
  FROM customs_infos ci JOIN batches b ON b.id = ci.batch_id GROUP BY 1, 2, 3, 4, 5;
