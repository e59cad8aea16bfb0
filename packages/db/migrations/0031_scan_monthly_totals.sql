CREATE TABLE "scan_monthly_totals" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_monthly_totals_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "scan_monthly_totals_corp_idx" ON "scan_monthly_totals" USING btree ("corp_id","month");--> statement-breakpoint
-- scan_monthly_totals follows scan_daily through statement-level triggers, as scan_monthly (migration
-- 0027) and scan_daily_totals (0029) do: each statement adds the grouped difference of its
-- transition tables, in key order; each operation has its own branch, since a transition table
-- exists only where it has one.
CREATE FUNCTION scan_monthly_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_monthly_totals AS t (month, corp_id, product_id, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, product_id, sum(scans), sum(verifications)
      FROM scan_monthly_totals_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_totals_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_monthly_totals AS t (month, corp_id, product_id, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, product_id, -sum(scans), -sum(verifications)
      FROM scan_monthly_totals_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_totals_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSE
    INSERT INTO scan_monthly_totals AS t (month, corp_id, product_id, scans, verifications)
      SELECT month, corp_id, product_id, sum(scans), sum(verifications) FROM (
        SELECT date_trunc('month', day)::date AS month, corp_id, product_id, -scans AS scans, -verifications AS verifications
        FROM scan_monthly_totals_old
        UNION ALL
        SELECT date_trunc('month', day)::date, corp_id, product_id, scans, verifications FROM scan_monthly_totals_new
      ) d
      GROUP BY 1, 2, 3 HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_totals_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_monthly_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_monthly_totals_old NEW TABLE AS scan_monthly_totals_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_monthly_totals_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_totals_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_monthly_totals');
--> statement-breakpoint
INSERT INTO scan_monthly_totals (month, corp_id, product_id, scans, verifications)
  SELECT date_trunc('month', day)::date, corp_id, product_id, sum(scans), sum(verifications) FROM scan_daily GROUP BY 1, 2, 3;
