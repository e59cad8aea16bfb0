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
-- Emptying scan_monthly_totals sets the copied figure to 0, as emptying an event table sets its own
-- figures (activity_monthly_clear, migration 0030), instead of rollup_follow_triggers' truncate trigger,
-- which empties the whole rollup. activity_monthly_clear drops the rows left with no events and no
-- openings; before, it dropped those without events, openings included.
CREATE OR REPLACE FUNCTION activity_monthly_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE activity_monthly SET %s',
    (SELECT string_agg(format('%I = 0', c), ', ') FROM unnest(TG_ARGV) c));
  DELETE FROM activity_monthly
    WHERE batches = 0 AND bind_logs = 0 AND shipments = 0 AND orders = 0 AND runs = 0 AND void_requests = 0
      AND scanned = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER activity_monthly_truncate ON scan_monthly_totals;
--> statement-breakpoint
CREATE TRIGGER activity_monthly_truncate AFTER TRUNCATE ON scan_monthly_totals
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('scanned');
--> statement-breakpoint
INSERT INTO activity_monthly AS t (month, corp_id, product_id, scanned)
  SELECT month, corp_id, product_id, scans FROM scan_monthly_totals WHERE scans <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET scanned = excluded.scanned;
