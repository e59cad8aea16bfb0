CREATE TABLE "scan_daily_companies" (
	"day" date NOT NULL,
	"corp_id" uuid,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_daily_companies_key" UNIQUE NULLS NOT DISTINCT("corp_id","day")
);
--> statement-breakpoint
-- hand-written: scan_daily_companies follows scan_daily through statement-level triggers, as
-- scan_daily_totals (migration 0029) and scan_daily_regions (0036) do, through one function for any
-- rollup of scan counts instead of one function per rollup: each statement adds the grouped difference
-- of its transition tables (`followed_old`, `followed_new`), in key order. Its arguments: the rollup,
-- its unique constraint, its key columns, and the same keys written over the followed rows.
CREATE FUNCTION scan_rollup_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[3];
  difference text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, scans, verifications FROM followed_new', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -scans, -verifications FROM followed_old', keys)
    ELSE format('SELECT %1$s, -scans, -verifications FROM followed_old
                 UNION ALL SELECT %1$s, scans, verifications FROM followed_new', keys)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I AS t (%3$s, scans, verifications)
       SELECT %3$s, sum(scans), sum(verifications) FROM (%4$s) d (%3$s, scans, verifications)
       GROUP BY %3$s HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY %3$s
     ON CONFLICT ON CONSTRAINT %2$I
       DO UPDATE SET scans = t.scans + excluded.scans, verifications = t.verifications + excluded.verifications',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], difference);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_rollup_follow('scan_daily_companies', 'scan_daily_companies_key', 'corp_id, day', 'corp_id, day');
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_rollup_follow('scan_daily_companies', 'scan_daily_companies_key', 'corp_id, day', 'corp_id, day');
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_rollup_follow('scan_daily_companies', 'scan_daily_companies_key', 'corp_id, day', 'corp_id, day');
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_daily_companies');
--> statement-breakpoint
INSERT INTO scan_daily_companies (corp_id, day, scans, verifications)
  SELECT corp_id, day, sum(scans), sum(verifications) FROM scan_daily GROUP BY 1, 2;
