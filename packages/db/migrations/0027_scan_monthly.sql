CREATE TABLE "scan_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"scans" bigint DEFAULT 0 NOT NULL,
	"first_checks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "scan_monthly_corp_idx" ON "scan_monthly" USING btree ("corp_id","month");--> statement-breakpoint
-- scan_monthly follows scan_daily (openings) and label_verifications (first checks) through
-- statement-level triggers: each statement adds its grouped difference, in key order.
CREATE FUNCTION scan_monthly_from_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, scans)
      SELECT date_trunc('month', day)::date, corp_id, product_id, sum(scans) FROM scan_monthly_new
      GROUP BY 1, 2, 3 HAVING sum(scans) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_key DO UPDATE SET scans = m.scans + excluded.scans;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, scans)
      SELECT date_trunc('month', day)::date, corp_id, product_id, -sum(scans) FROM scan_monthly_old
      GROUP BY 1, 2, 3 HAVING sum(scans) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_key DO UPDATE SET scans = m.scans + excluded.scans;
  ELSE
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, scans)
      SELECT month, corp_id, product_id, sum(delta) FROM (
        SELECT date_trunc('month', day)::date AS month, corp_id, product_id, -scans AS delta FROM scan_monthly_old
        UNION ALL
        SELECT date_trunc('month', day)::date, corp_id, product_id, scans FROM scan_monthly_new
      ) d
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_key DO UPDATE SET scans = m.scans + excluded.scans;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION scan_monthly_from_checks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, first_checks)
      SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, count(*)
      FROM scan_monthly_new v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_key DO UPDATE SET first_checks = m.first_checks + excluded.first_checks;
  ELSE
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, first_checks)
      SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, -count(*)
      FROM scan_monthly_old v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_key DO UPDATE SET first_checks = m.first_checks + excluded.first_checks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION scan_monthly_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'scan_daily' THEN
    UPDATE scan_monthly SET scans = 0 WHERE scans <> 0;
  ELSE
    UPDATE scan_monthly SET first_checks = 0 WHERE first_checks <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_from_daily();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_monthly_old NEW TABLE AS scan_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_from_daily();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_monthly_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_from_daily();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_clear();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_first_checks AFTER INSERT ON label_verifications
  REFERENCING NEW TABLE AS scan_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_from_checks();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_first_checks_gone AFTER DELETE ON label_verifications
  REFERENCING OLD TABLE AS scan_monthly_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_from_checks();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_first_checks_truncate AFTER TRUNCATE ON label_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_clear();
--> statement-breakpoint
INSERT INTO scan_monthly (month, corp_id, product_id, scans, first_checks)
  SELECT month, corp_id, product_id, sum(scans), sum(first_checks) FROM (
    SELECT date_trunc('month', day)::date AS month, corp_id, product_id, scans, 0 AS first_checks FROM scan_daily
    UNION ALL
    SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, 0, 1
    FROM label_verifications v LEFT JOIN labels l ON l.excode = v.excode
  ) x GROUP BY 1, 2, 3;
