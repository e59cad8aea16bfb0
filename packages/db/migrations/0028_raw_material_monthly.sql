CREATE TABLE "raw_material_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"pieces" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "raw_material_monthly_month_corp_id_product_id_pk" PRIMARY KEY("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "raw_material_monthly_corp_idx" ON "raw_material_monthly" USING btree ("corp_id","month");--> statement-breakpoint
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
CREATE FUNCTION raw_material_monthly_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM raw_material_monthly;
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
  FOR EACH STATEMENT EXECUTE FUNCTION raw_material_monthly_clear();
--> statement-breakpoint
INSERT INTO raw_material_monthly (month, corp_id, product_id, pieces, weight)
  SELECT date_trunc('month', created_at AT TIME ZONE 'utc')::date, corp_id, product_id, count(*), sum(weight)
  FROM raw_materials GROUP BY 1, 2, 3;
