CREATE TABLE "scan_daily_companies" (
	"day" date NOT NULL,
	"corp_id" uuid,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_daily_companies_key" UNIQUE NULLS NOT DISTINCT("corp_id","day")
);
--> statement-breakpoint
-- hand-written: scan_daily_companies follows scan_daily through statement-level triggers, as
-- scan_daily_totals (migration 0029) and scan_daily_regions (0036) do: each statement adds the grouped
-- difference of its transition tables, in key order; each operation has its own branch, since a
-- transition table exists only where it has one.
CREATE FUNCTION scan_daily_companies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_daily_companies AS t (corp_id, day, scans, verifications)
      SELECT corp_id, day, sum(scans), sum(verifications)
      FROM scan_daily_companies_new GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT scan_daily_companies_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_daily_companies AS t (corp_id, day, scans, verifications)
      SELECT corp_id, day, -sum(scans), -sum(verifications)
      FROM scan_daily_companies_old GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT scan_daily_companies_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  ELSE
    INSERT INTO scan_daily_companies AS t (corp_id, day, scans, verifications)
      SELECT corp_id, day, sum(scans), sum(verifications) FROM (
        SELECT corp_id, day, -scans AS scans, -verifications AS verifications
        FROM scan_daily_companies_old
        UNION ALL
        SELECT corp_id, day, scans, verifications FROM scan_daily_companies_new
      ) d
      GROUP BY 1, 2 HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT scan_daily_companies_key
      DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_daily_companies_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_companies_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_daily_companies_old NEW TABLE AS scan_daily_companies_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_companies_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_daily_companies_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_daily_companies_apply();
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_daily_companies');
--> statement-breakpoint
INSERT INTO scan_daily_companies (corp_id, day, scans, verifications)
  SELECT corp_id, day, sum(scans), sum(verifications) FROM scan_daily GROUP BY 1, 2;
