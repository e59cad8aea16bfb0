CREATE TABLE "first_check_daily" (
	"day" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"labels" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "first_check_daily_key" UNIQUE NULLS NOT DISTINCT("day","corp_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "first_check_daily_corp_day_idx" ON "first_check_daily" USING btree ("corp_id","day");--> statement-breakpoint
-- first_check_daily follows label_verifications as first_check_monthly does (migration 0027): each
-- statement adds the first checks of its transition table per day, company and product, in key order.
CREATE FUNCTION first_check_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO first_check_daily AS d (day, corp_id, product_id, labels)
      SELECT (v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, count(*)
      FROM first_check_daily_new v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT first_check_daily_key DO UPDATE SET labels = d.labels + excluded.labels;
  ELSE
    INSERT INTO first_check_daily AS d (day, corp_id, product_id, labels)
      SELECT (v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, -count(*)
      FROM first_check_daily_old v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT first_check_daily_key DO UPDATE SET labels = d.labels + excluded.labels;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER first_check_daily_insert AFTER INSERT ON label_verifications
  REFERENCING NEW TABLE AS first_check_daily_new
  FOR EACH STATEMENT EXECUTE FUNCTION first_check_daily_apply();
--> statement-breakpoint
CREATE TRIGGER first_check_daily_delete AFTER DELETE ON label_verifications
  REFERENCING OLD TABLE AS first_check_daily_old
  FOR EACH STATEMENT EXECUTE FUNCTION first_check_daily_apply();
--> statement-breakpoint
CREATE TRIGGER first_check_daily_truncate AFTER TRUNCATE ON label_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('first_check_daily');
--> statement-breakpoint
INSERT INTO first_check_daily (day, corp_id, product_id, labels)
  SELECT (v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, count(*)
  FROM label_verifications v LEFT JOIN labels l ON l.excode = v.excode
  GROUP BY 1, 2, 3;
