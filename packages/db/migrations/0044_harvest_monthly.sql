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
-- written over the followed rows, its measure columns, and the measures written over the followed rows
-- (separated by '; ').
CREATE FUNCTION rollup_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := TG_ARGV[3];
  measures text[] := string_to_array(TG_ARGV[4], ', ');
  expressions text[] := string_to_array(TG_ARGV[5], '; ');
  added text := array_to_string(expressions, ', ');
  taken text := (SELECT string_agg(format('-(%s)', e), ', ') FROM unnest(expressions) e);
  sums text := (SELECT string_agg(format('sum(%I)', m), ', ') FROM unnest(measures) m);
  changed text := (SELECT string_agg(format('sum(%I) <> 0', m), ' OR ') FROM unnest(measures) m);
  updates text := (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', m), ', ') FROM unnest(measures) m);
  difference text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, %s FROM followed_new', keys, added)
    WHEN 'DELETE' THEN format('SELECT %s, %s FROM followed_old', keys, taken)
    ELSE format('SELECT %1$s, %3$s FROM followed_old UNION ALL SELECT %1$s, %2$s FROM followed_new',
      keys, added, taken)
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
-- rollup_follow_triggers places the triggers that keep `rollup` following `followed`: rollup_follow
-- (with the given arguments) after each insert, update and delete statement, and the rollup emptied
-- after a truncate. Triggers of the same names (`<rollup>_insert`, ...) are replaced.
CREATE FUNCTION rollup_follow_triggers(followed text, rollup text, key_constraint text, key_columns text,
  key_expressions text, measure_columns text, measure_expressions text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  arguments text := format('%L, %L, %L, %L, %L, %L', rollup, key_constraint, key_columns, key_expressions,
    measure_columns, measure_expressions);
  operation text;
BEGIN
  FOREACH operation IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', rollup || '_' || operation, followed);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS followed_new
    FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow(%s)', rollup || '_insert', followed, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS followed_old NEW TABLE AS followed_new
    FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow(%s)', rollup || '_update', followed, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS followed_old
    FOR EACH STATEMENT EXECUTE FUNCTION rollup_follow(%s)', rollup || '_delete', followed, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
    FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear(%L)', rollup || '_truncate', followed, rollup);
END $$;
--> statement-breakpoint
SELECT rollup_follow_triggers('bird_house_harvests', 'bird_house_harvest_monthly', 'bird_house_harvest_monthly_key',
  'month, corp_id, house_id', 'date_trunc(''month'', harvest_date)::date, corp_id, house_id',
  'harvests, weight', '1; weight');
--> statement-breakpoint
INSERT INTO bird_house_harvest_monthly (month, corp_id, house_id, harvests, weight)
  SELECT date_trunc('month', harvest_date)::date, corp_id, house_id, count(*), sum(weight)
  FROM bird_house_harvests GROUP BY 1, 2, 3;
