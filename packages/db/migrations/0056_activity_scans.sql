ALTER TABLE "activity_monthly" ADD COLUMN "scanned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: activity_monthly also holds each month's scan-page openings per company and product,
-- following scan_monthly_totals through rollup_follow (migration 0044): each statement on it adds its
-- grouped difference to the same keys. The label-usage and domestic-producer reports then read one
-- rollup row per group instead of one from each rollup. Only the worker's fold changes the openings
-- (a check adds to the checks, whose difference in openings is 0 and writes nothing here), and its
-- transaction writes scan_daily before it: the same order as every other writer of these rollups.
SELECT rollup_follow_triggers('scan_monthly_totals', 'activity_monthly', 'activity_monthly_key',
  'month, corp_id, product_id', 'month, corp_id, product_id', 'scanned', 'scans');
--> statement-breakpoint
-- A rollup that follows several tables loses only the followed table's figures when that one is
-- emptied: rollup_follow_triggers' truncate trigger (which empties the whole rollup) is replaced by one
-- that sets the figure to 0.
CREATE FUNCTION rollup_column_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %1$I SET %2$I = 0 WHERE %2$I <> 0', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER activity_monthly_truncate ON scan_monthly_totals;
--> statement-breakpoint
CREATE TRIGGER activity_monthly_truncate AFTER TRUNCATE ON scan_monthly_totals
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_column_clear('activity_monthly', 'scanned');
--> statement-breakpoint
INSERT INTO activity_monthly AS t (month, corp_id, product_id, scanned)
  SELECT month, corp_id, product_id, scans FROM scan_monthly_totals WHERE scans <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET scanned = excluded.scanned;
