CREATE TABLE "raw_material_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"pieces" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "raw_material_monthly_month_corp_id_product_id_pk" PRIMARY KEY("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "first_check_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"labels" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "first_check_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "scan_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"region" text NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"verifications" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id","region")
);
--> statement-breakpoint
CREATE INDEX "raw_material_monthly_corp_idx" ON "raw_material_monthly" USING btree ("corp_id","month");--> statement-breakpoint
CREATE INDEX "first_check_monthly_corp_idx" ON "first_check_monthly" USING btree ("corp_id","month");--> statement-breakpoint
CREATE INDEX "scan_monthly_corp_idx" ON "scan_monthly" USING btree ("corp_id","month");--> statement-breakpoint
-- The monthly rollups follow their tables through statement-level triggers: each statement adds the
-- grouped difference of its transition tables, in key order so concurrent statements lock the rollup
-- rows in the same order. A transition table exists only for the operations that have it, so each
-- operation has its own branch.
CREATE FUNCTION scan_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, region, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, product_id, region, sum(scans), sum(verifications)
      FROM scan_monthly_new GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT scan_monthly_key
      DO UPDATE SET scans = m.scans + excluded.scans, verifications = m.verifications + excluded.verifications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, region, scans, verifications)
      SELECT date_trunc('month', day)::date, corp_id, product_id, region, -sum(scans), -sum(verifications)
      FROM scan_monthly_old GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT scan_monthly_key
      DO UPDATE SET scans = m.scans + excluded.scans, verifications = m.verifications + excluded.verifications;
  ELSE
    INSERT INTO scan_monthly AS m (month, corp_id, product_id, region, scans, verifications)
      SELECT month, corp_id, product_id, region, sum(scans), sum(verifications) FROM (
        SELECT date_trunc('month', day)::date AS month, corp_id, product_id, region,
          -scans AS scans, -verifications AS verifications
        FROM scan_monthly_old
        UNION ALL
        SELECT date_trunc('month', day)::date, corp_id, product_id, region, scans, verifications
        FROM scan_monthly_new
      ) d
      GROUP BY 1, 2, 3, 4 HAVING sum(scans) <> 0 OR sum(verifications) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT scan_monthly_key
      DO UPDATE SET scans = m.scans + excluded.scans, verifications = m.verifications + excluded.verifications;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION first_check_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO first_check_monthly AS m (month, corp_id, product_id, labels)
      SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, count(*)
      FROM first_check_monthly_new v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT first_check_monthly_key DO UPDATE SET labels = m.labels + excluded.labels;
  ELSE
    INSERT INTO first_check_monthly AS m (month, corp_id, product_id, labels)
      SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, -count(*)
      FROM first_check_monthly_old v LEFT JOIN labels l ON l.excode = v.excode
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT first_check_monthly_key DO UPDATE SET labels = m.labels + excluded.labels;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION monthly_rollup_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER scan_monthly_insert AFTER INSERT ON scan_daily REFERENCING NEW TABLE AS scan_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_update AFTER UPDATE ON scan_daily
  REFERENCING OLD TABLE AS scan_monthly_old NEW TABLE AS scan_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_delete AFTER DELETE ON scan_daily REFERENCING OLD TABLE AS scan_monthly_old
  FOR EACH STATEMENT EXECUTE FUNCTION scan_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER scan_monthly_truncate AFTER TRUNCATE ON scan_daily
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('scan_monthly');
--> statement-breakpoint
CREATE TRIGGER first_check_monthly_insert AFTER INSERT ON label_verifications
  REFERENCING NEW TABLE AS first_check_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION first_check_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER first_check_monthly_delete AFTER DELETE ON label_verifications
  REFERENCING OLD TABLE AS first_check_monthly_old
  FOR EACH STATEMENT EXECUTE FUNCTION first_check_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER first_check_monthly_truncate AFTER TRUNCATE ON label_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('first_check_monthly');
--> statement-breakpoint
INSERT INTO scan_monthly (month, corp_id, product_id, region, scans, verifications)
  SELECT date_trunc('month', day)::date, corp_id, product_id, region, sum(scans), sum(verifications)
  FROM scan_daily GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO first_check_monthly (month, corp_id, product_id, labels)
  SELECT date_trunc('month', v.first_at AT TIME ZONE 'utc')::date, l.corp_id, l.product_id, count(*)
  FROM label_verifications v LEFT JOIN labels l ON l.excode = v.excode GROUP BY 1, 2, 3;
--> statement-breakpoint
-- raw_material_monthly follows raw_materials through statement-level triggers: each statement adds
-- its grouped difference (month of storage, company, product), in key order.
CREATE FUNCTION raw_material_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the operations that have it: each branch names its own.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO raw_material_monthly AS m (month, corp_id, product_id, pieces, weight)
      SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, count(*), sum(weight)
      FROM raw_material_monthly_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, corp_id, product_id)
      DO UPDATE SET pieces = m.pieces + excluded.pieces, weight = m.weight + excluded.weight;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO raw_material_monthly AS m (month, corp_id, product_id, pieces, weight)
      SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, -count(*), -sum(weight)
      FROM raw_material_monthly_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, corp_id, product_id)
      DO UPDATE SET pieces = m.pieces + excluded.pieces, weight = m.weight + excluded.weight;
  ELSE
    INSERT INTO raw_material_monthly AS m (month, corp_id, product_id, pieces, weight)
      SELECT month, corp_id, product_id, sum(pieces), sum(weight) FROM (
        SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date AS month, corp_id, product_id,
          -1 AS pieces, -weight AS weight
        FROM raw_material_monthly_old
        UNION ALL
        SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, 1, weight
        FROM raw_material_monthly_new
      ) d
      GROUP BY 1, 2, 3 HAVING sum(pieces) <> 0 OR sum(weight) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, corp_id, product_id)
      DO UPDATE SET pieces = m.pieces + excluded.pieces, weight = m.weight + excluded.weight;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER raw_material_monthly_insert AFTER INSERT ON raw_materials
  REFERENCING NEW TABLE AS raw_material_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION raw_material_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER raw_material_monthly_update AFTER UPDATE ON raw_materials
  REFERENCING OLD TABLE AS raw_material_monthly_old NEW TABLE AS raw_material_monthly_new
  FOR EACH STATEMENT EXECUTE FUNCTION raw_material_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER raw_material_monthly_delete AFTER DELETE ON raw_materials
  REFERENCING OLD TABLE AS raw_material_monthly_old
  FOR EACH STATEMENT EXECUTE FUNCTION raw_material_monthly_apply();
--> statement-breakpoint
CREATE TRIGGER raw_material_monthly_truncate AFTER TRUNCATE ON raw_materials
  FOR EACH STATEMENT EXECUTE FUNCTION monthly_rollup_clear('raw_material_monthly');
--> statement-breakpoint
INSERT INTO raw_material_monthly (month, corp_id, product_id, pieces, weight)
  SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, count(*), sum(weight)
  FROM raw_materials GROUP BY 1, 2, 3;
