CREATE TABLE "label_counts" (
	"corp_id" uuid,
	"product_id" uuid,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "label_counts_key" UNIQUE NULLS NOT DISTINCT("corp_id","product_id","status")
);
--> statement-breakpoint
CREATE INDEX "label_counts_product_idx" ON "label_counts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "batch_bind_logs_time_idx" ON "batch_bind_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "label_orders_time_idx" ON "label_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customs_infos_import_time_idx" ON "customs_infos" USING btree ("import_time");--> statement-breakpoint
CREATE INDEX "shipments_shipping_date_idx" ON "shipments" USING btree ("shipping_date");--> statement-breakpoint
-- label_counts is kept by statement-level triggers: each statement adds the grouped difference of its
-- transition tables, in key order so concurrent statements lock the count rows in the same order.
CREATE FUNCTION label_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO label_counts AS c (corp_id, product_id, status, count)
      SELECT corp_id, product_id, status, count(*) FROM label_counts_new
      GROUP BY corp_id, product_id, status ORDER BY corp_id, product_id, status
    ON CONFLICT ON CONSTRAINT label_counts_key DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO label_counts AS c (corp_id, product_id, status, count)
      SELECT corp_id, product_id, status, -count(*) FROM label_counts_old
      GROUP BY corp_id, product_id, status ORDER BY corp_id, product_id, status
    ON CONFLICT ON CONSTRAINT label_counts_key DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO label_counts AS c (corp_id, product_id, status, count)
      SELECT corp_id, product_id, status, sum(delta) FROM (
        SELECT corp_id, product_id, status, -1 AS delta FROM label_counts_old
        UNION ALL
        SELECT corp_id, product_id, status, 1 AS delta FROM label_counts_new
      ) d
      GROUP BY corp_id, product_id, status HAVING sum(delta) <> 0
      ORDER BY corp_id, product_id, status
    ON CONFLICT ON CONSTRAINT label_counts_key DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION label_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM label_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER label_counts_insert AFTER INSERT ON labels REFERENCING NEW TABLE AS label_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_counts_apply();
--> statement-breakpoint
CREATE TRIGGER label_counts_update AFTER UPDATE ON labels
  REFERENCING OLD TABLE AS label_counts_old NEW TABLE AS label_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_counts_apply();
--> statement-breakpoint
CREATE TRIGGER label_counts_delete AFTER DELETE ON labels REFERENCING OLD TABLE AS label_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION label_counts_apply();
--> statement-breakpoint
CREATE TRIGGER label_counts_truncate AFTER TRUNCATE ON labels
  FOR EACH STATEMENT EXECUTE FUNCTION label_counts_clear();
--> statement-breakpoint
INSERT INTO label_counts (corp_id, product_id, status, count)
  SELECT corp_id, product_id, status, count(*) FROM labels GROUP BY corp_id, product_id, status;
