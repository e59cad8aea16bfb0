-- hand-written: the rollups of scan counts that follow scan_daily by its rows alone (per day or month,
-- company, and product, region or both) move onto rollup_follow (migration 0044), the one trigger function for
-- rollups of sums, instead of a function each: the same grouped difference of each statement's
-- transition tables, in key order. Each trigger is replaced within this migration's transaction, so no
-- statement on scan_daily runs between the old trigger and the new one.
--> statement-breakpoint
DROP TRIGGER scan_monthly_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly', 'scan_monthly_key',
    'month, corp_id, product_id, region', 'date_trunc(''month'', day)::date, corp_id, product_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly', 'scan_monthly_key',
    'month, corp_id, product_id, region', 'date_trunc(''month'', day)::date, corp_id, product_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly', 'scan_monthly_key',
    'month, corp_id, product_id, region', 'date_trunc(''month'', day)::date, corp_id, product_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_monthly_apply();
--> statement-breakpoint
DROP TRIGGER scan_daily_totals_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_totals_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_totals', 'scan_daily_totals_key',
    'day, corp_id, product_id', 'day, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_totals_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_totals_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_totals', 'scan_daily_totals_key',
    'day, corp_id, product_id', 'day, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_totals_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_totals_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_totals', 'scan_daily_totals_key',
    'day, corp_id, product_id', 'day, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_daily_totals_apply();
--> statement-breakpoint
DROP TRIGGER scan_monthly_totals_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_totals', 'scan_monthly_totals_key',
    'month, corp_id, product_id', 'date_trunc(''month'', day)::date, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_totals_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_totals', 'scan_monthly_totals_key',
    'month, corp_id, product_id', 'date_trunc(''month'', day)::date, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_totals_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_totals_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_totals', 'scan_monthly_totals_key',
    'month, corp_id, product_id', 'date_trunc(''month'', day)::date, corp_id, product_id', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_monthly_totals_apply();
--> statement-breakpoint
DROP TRIGGER scan_daily_regions_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_regions', 'scan_daily_regions_key',
    'day, corp_id, region', 'day, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_regions_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_regions', 'scan_daily_regions_key',
    'day, corp_id, region', 'day, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_regions_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_regions_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_regions', 'scan_daily_regions_key',
    'day, corp_id, region', 'day, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_daily_regions_apply();
--> statement-breakpoint
DROP TRIGGER scan_monthly_regions_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_regions', 'scan_monthly_regions_key',
    'month, corp_id, region', 'date_trunc(''month'', day)::date, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_regions_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_regions', 'scan_monthly_regions_key',
    'month, corp_id, region', 'date_trunc(''month'', day)::date, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_monthly_regions_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_regions_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_monthly_regions', 'scan_monthly_regions_key',
    'month, corp_id, region', 'date_trunc(''month'', day)::date, corp_id, region', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_monthly_regions_apply();
--> statement-breakpoint
DROP TRIGGER scan_daily_companies_insert ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_companies', 'scan_daily_companies_key',
    'corp_id, day', 'corp_id, day', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_companies_update ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_update AFTER UPDATE ON scan_daily REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_companies', 'scan_daily_companies_key',
    'corp_id, day', 'corp_id, day', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP TRIGGER scan_daily_companies_delete ON scan_daily;
--> statement-breakpoint
CREATE TRIGGER scan_daily_companies_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('scan_daily_companies', 'scan_daily_companies_key',
    'corp_id, day', 'corp_id, day', 'scans, verifications', 'scans; verifications');
--> statement-breakpoint
DROP FUNCTION scan_rollup_follow();
