-- hand-written: the rollups of scan counts that follow scan_daily by its rows alone (per day or month,
-- company, and product, region or both) move onto rollup_follow (migration 0044), the one trigger
-- function for rollups of sums, instead of a function each: the same grouped difference of each
-- statement's transition tables, in key order. Each trigger is replaced within this migration's
-- transaction, so no statement on scan_daily runs between the old trigger and the new one.
SELECT rollup_follow_triggers('scan_daily', 'scan_monthly', 'scan_monthly_key',
  'month, corp_id, product_id, region', 'date_trunc(''month'', day)::date, corp_id, product_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
SELECT rollup_follow_triggers('scan_daily', 'scan_daily_totals', 'scan_daily_totals_key',
  'day, corp_id, product_id', 'day, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
SELECT rollup_follow_triggers('scan_daily', 'scan_monthly_totals', 'scan_monthly_totals_key',
  'month, corp_id, product_id', 'date_trunc(''month'', day)::date, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
SELECT rollup_follow_triggers('scan_daily', 'scan_daily_regions', 'scan_daily_regions_key',
  'day, corp_id, region', 'day, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
SELECT rollup_follow_triggers('scan_daily', 'scan_monthly_regions', 'scan_monthly_regions_key',
  'month, corp_id, region', 'date_trunc(''month'', day)::date, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
SELECT rollup_follow_triggers('scan_daily', 'scan_daily_companies', 'scan_daily_companies_key',
  'corp_id, day', 'corp_id, day', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_monthly_apply();
--> statement-breakpoint
DROP FUNCTION scan_daily_totals_apply();
--> statement-breakpoint
DROP FUNCTION scan_monthly_totals_apply();
--> statement-breakpoint
DROP FUNCTION scan_daily_regions_apply();
--> statement-breakpoint
DROP FUNCTION scan_monthly_regions_apply();
--> statement-breakpoint
DROP FUNCTION scan_rollup_follow();
