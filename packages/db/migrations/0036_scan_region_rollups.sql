CREATE TABLE "scan_daily_regions" (
	"day" date NOT NULL,
	"corp_id" uuid,
	"region" text NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_daily_regions_key" UNIQUE NULLS NOT DISTINCT("day","corp_id","region")
);
--> statement-breakpoint
CREATE TABLE "scan_monthly_regions" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"region" text NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_monthly_regions_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","region")
);
--> statement-breakpoint
CREATE INDEX "scan_daily_regions_corp_day_idx" ON "scan_daily_regions" USING btree ("corp_id","day");--> statement-breakpoint
CREATE INDEX "scan_monthly_regions_corp_idx" ON "scan_monthly_regions" USING btree ("corp_id","month");
--> statement-breakpoint
-- hand-written: scan_daily_regions and scan_monthly_regions follow scan_daily through statement-level
-- triggers, as scan_daily_totals (migration 0029) and scan_monthly_totals (0031) do: each statement adds
-- the grouped difference of its transition tables, in key order; each operation has its own branch,
-- since a transition table exists only where it has one.
CREATE FUNCTION scan_daily_regions_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_daily_regions AS t (day, corp_id, region, scans, verifications)
      SELECT day, corp_id, region, sum(scans), sum(verifications)
      FROM scan_daily_regions_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_daily_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_daily_regions AS t (day, corp_id, region, scans, verifications)
      SELECT day, corp_id, region, -sum(scans), -sum(verifications)
      FROM scan_daily_regions_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_daily_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSE
    INSERT INTO scan_daily_regions AS t (day, corp_id, region, scans, verifications)
      SELECT day, corp_id, region, sum(scans), sum(verifications) FROM (
        SELECT day AS day, corp_id, region, -scans AS scans, -verifications AS verifications
        FROM scan_daily_regions_old
        UNION ALL
        SELECT day, corp_id, region, scans, verifications FROM scan_daily_regions_new
      ) d
      GROUP BY 1, 2, 3 HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_daily_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_daily_regions_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_daily_regions_old NEW TABLE AS scan_daily_regions_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_daily_regions_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_daily_regions');
--> statement-breakpoint
INSERT INTO scan_daily_regions (day, corp_id, region, scans, verifications)
  SELECT day, corp_id, region, sum(scans), sum(verifications) FROM scan_daily GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION scan_monthly_regions_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_monthly_regions AS t (month, corp_id, region, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, region, sum(scans), sum(verifications)
      FROM scan_monthly_regions_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_monthly_regions AS t (month, corp_id, region, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, region, -sum(scans), -sum(verifications)
      FROM scan_monthly_regions_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSE
    INSERT INTO scan_monthly_regions AS t (month, corp_id, region, scans, verifications)
      SELECT month, corp_id, region, sum(scans), sum(verifications) FROM (
        SELECT date_trunc('month', day)::date AS month, corp_id, region, -scans AS scans, -verifications AS verifications
        FROM scan_monthly_regions_old
        UNION ALL
        SELECT date_trunc('month', day)::date, corp_id, region, scans, verifications FROM scan_monthly_regions_new
      ) d
      GROUP BY 1, 2, 3 HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT scan_monthly_regions_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_monthly_regions_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_monthly_regions_old NEW TABLE AS scan_monthly_regions_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_monthly_regions_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_regions_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_monthly_regions');
--> statement-breakpoint
INSERT INTO scan_monthly_regions (month, corp_id, region, scans, verifications)
  SELECT date_trunc('month', day)::date, corp_id, region, sum(scans), sum(verifications) FROM scan_daily GROUP BY 1, 2, 3;
