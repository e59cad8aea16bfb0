CREATE TABLE "bird_house_harvest_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"house_id" uuid NOT NULL,
	"harvests" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "bird_house_harvest_monthly_key" UNIQUE("month","corp_id","house_id")
);
--> statement-breakpoint
-- hand-written: one trigger function for any rollup of sums, as scan_rollup_follow (migration 0043) is
-- for scan counts: each statement adds the grouped difference of its transition tables (`followed_old`
-- taken away, `followed_new` added), in key order so concurrent statements lock the rollup's rows in
-- the same order. Its arguments: the rollup, its unique constraint, its key columns, the same keys
-- written over the followed rows, its measure columns, the measures written over the followed rows
-- (separated by '; '), and optionally which followed rows count (a condition over them).
CREATE FUNCTION rollup_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[3];
  measures text[] := string_to_array(TG_ARGV[4], ', ');
  expressions text[] := string_to_array(TG_ARGV[5], '; ');
  counted text := coalesce('WHERE ' || nullif(TG_ARGV[6], ''), '');
  added text := array_to_string(expressions, ', ');
  taken text := (SELECT string_agg(format('-(%s)', e), ', ') FROM unnest(expressions) e);
  sums text := (SELECT string_agg(format('sum(%I)', m), ', ') FROM unnest(measures) m);
  changed text := (SELECT string_agg(format('sum(%I) <> 0', m), ' OR ') FROM unnest(measures) m);
  updates text := (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', m), ', ') FROM unnest(measures) m);
  difference text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, %s FROM followed_new %s', keys, added, counted)
    WHEN 'DELETE' THEN format('SELECT %s, %s FROM followed_old %s', keys, taken, counted)
    ELSE format('SELECT %1$s, %3$s FROM followed_old %4$s UNION ALL SELECT %1$s, %2$s FROM followed_new %4$s',
      keys, added, taken, counted)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I AS t (%3$s, %5$s)
       SELECT %3$s, %6$s FROM (%4$s) d (%3$s, %5$s)
       GROUP BY %3$s HAVING %7$s ORDER BY %3$s
     ON CONFLICT ON CONSTRAINT %2$I DO UPDATE SET %8$s',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], difference, array_to_string(measures, ', '), sums, changed, updates);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bird_house_harvest_monthly_insert AFTER INSERT ON bird_house_harvests
  REFERENCING NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('bird_house_harvest_monthly', 'bird_house_harvest_monthly_key',
    'month, corp_id, house_id', 'date_trunc(''month'', harvest_date)::date, corp_id, house_id', 'harvests, weight', '1; weight');
--> statement-breakpoint
CREATE TRIGGER bird_house_harvest_monthly_update AFTER UPDATE ON bird_house_harvests
  REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('bird_house_harvest_monthly', 'bird_house_harvest_monthly_key',
    'month, corp_id, house_id', 'date_trunc(''month'', harvest_date)::date, corp_id, house_id', 'harvests, weight', '1; weight');
--> statement-breakpoint
CREATE TRIGGER bird_house_harvest_monthly_delete AFTER DELETE ON bird_house_harvests
  REFERENCING OLD TABLE AS followed_old
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow('bird_house_harvest_monthly', 'bird_house_harvest_monthly_key',
    'month, corp_id, house_id', 'date_trunc(''month'', harvest_date)::date, corp_id, house_id', 'harvests, weight', '1; weight');
--> statement-breakpoint
CREATE TRIGGER bird_house_harvest_monthly_truncate AFTER TRUNCATE ON bird_house_harvests
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('bird_house_harvest_monthly');
--> statement-breakpoint
INSERT INTO bird_house_harvest_monthly (month, corp_id, house_id, harvests, weight)
  SELECT date_trunc('month', harvest_date)::date, corp_id, house_id, count(*), sum(weight)
  FROM bird_house_harvests GROUP BY 1, 2, 3;
