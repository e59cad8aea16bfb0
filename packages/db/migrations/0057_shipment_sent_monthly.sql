CREATE TABLE "shipment_sent_monthly" (
	"month" date NOT NULL,
	"sender_corp_id" uuid NOT NULL,
	"receiver_corp_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"port" text,
	"shipments" bigint DEFAULT 0 NOT NULL,
	"labels" bigint DEFAULT 0 NOT NULL,
	"weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	CONSTRAINT "shipment_sent_monthly_key" UNIQUE NULLS NOT DISTINCT("month","sender_corp_id","receiver_corp_id","product_id","port")
);
--> statement-breakpoint
CREATE INDEX "shipments_batch_idx" ON "shipments" USING btree ("batch_id") WHERE "shipments"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "shipments_loose_sent_by_idx" ON "shipments" USING btree ("sender_corp_id","shipping_date") WHERE "shipments"."status" <> 'returned' and "shipments"."batch_id" is null;--> statement-breakpoint
-- hand-written: a shipment taken from a batch is filed under its batch's product and the port of the
-- batch's customs record, as they are now (the triggers below move it when either changes).
CREATE FUNCTION shipment_batch_product(batch uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT product_id FROM batches WHERE id = batch
$$;
--> statement-breakpoint
CREATE FUNCTION shipment_batch_port(batch uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT port FROM customs_infos WHERE batch_id = batch
$$;
--> statement-breakpoint
-- hand-written: shipment_sent_monthly follows shipments through rollup_follow (migration 0044). A
-- shipment counts while it is taken from a batch and not returned.
SELECT rollup_follow_triggers('shipments', 'shipment_sent_monthly', 'shipment_sent_monthly_key',
  'month, sender_corp_id, receiver_corp_id, product_id, port',
  'date_trunc(''month'', shipping_date AT TIME ZONE ''utc'')::date, sender_corp_id, receiver_corp_id, '
    || 'shipment_batch_product(batch_id), shipment_batch_port(batch_id)',
  'shipments, labels, weight',
  'CASE WHEN status <> ''returned'' AND batch_id IS NOT NULL THEN 1 ELSE 0 END; '
    || 'CASE WHEN status <> ''returned'' AND batch_id IS NOT NULL THEN label_count ELSE 0 END; '
    || 'CASE WHEN status <> ''returned'' AND batch_id IS NOT NULL THEN total_weight ELSE 0 END');
--> statement-breakpoint
-- hand-written: moves the shipments of batches between the rollup's products and ports. A move is a
-- batch, a product, a port and a sign: the batch's shipments are taken away from the product and port
-- it had (sign -1) and added to those it has (sign 1). The batches, then their shipments, are locked
-- first (in id order), so a shipment written or changed at the same time is either seen here or, once
-- this transaction ends, filed by the shipments' own trigger under the new product and port: the row
-- lock on a batch waits for (and holds off) the key lock of a shipment inserted from it.
CREATE TYPE shipment_sent_move AS (batch_id uuid, product_id uuid, port text, sign int);
--> statement-breakpoint
CREATE FUNCTION shipment_sent_monthly_move(moves shipment_sent_move[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM batches WHERE id IN (SELECT batch_id FROM unnest(moves)) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM shipments WHERE batch_id IN (SELECT batch_id FROM unnest(moves)) ORDER BY id FOR UPDATE;
  INSERT INTO shipment_sent_monthly AS t (month, sender_corp_id, receiver_corp_id, product_id, port, shipments, labels, weight)
    SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date, s.sender_corp_id, s.receiver_corp_id,
      m.product_id, m.port, sum(m.sign), sum(m.sign * s.label_count), sum(m.sign * s.total_weight)
    FROM unnest(moves) m
    JOIN shipments s ON s.batch_id = m.batch_id AND s.status <> 'returned'
    WHERE m.product_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(m.sign) <> 0 OR sum(m.sign * s.label_count) <> 0 OR sum(m.sign * s.total_weight) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT shipment_sent_monthly_key DO UPDATE SET shipments = t.shipments + excluded.shipments,
    labels = t.labels + excluded.labels, weight = t.weight + excluded.weight;
END $$;
--> statement-breakpoint
-- hand-written: a customs record filed, moved to another batch or port, or withdrawn moves its batch's
-- shipments between ports: a record gone (its batch and port before the statement, less those after)
-- takes its batch's shipments from its port to none, a record come (after, less before) from none to its
-- port. Records whose batch and port stay (a review, a new name) move nothing and lock nothing.
CREATE FUNCTION shipment_sent_monthly_port() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none text := 'SELECT NULL::uuid AS batch_id, NULL::text AS port WHERE false';
  old_records text := CASE WHEN TG_OP = 'INSERT' THEN none ELSE 'SELECT batch_id, port FROM shipment_sent_customs_old' END;
  new_records text := CASE WHEN TG_OP = 'DELETE' THEN none ELSE 'SELECT batch_id, port FROM shipment_sent_customs_new' END;
  moves shipment_sent_move[];
BEGIN
  -- The transition tables are seen by the trigger's own statements only: the moves are read here.
  EXECUTE format('SELECT array_agg((r.batch_id, shipment_batch_product(r.batch_id), p.port, p.sign)::shipment_sent_move)
    FROM (SELECT batch_id, port, -1 AS sign FROM (%1$s EXCEPT ALL %2$s) gone
      UNION ALL SELECT batch_id, port, 1 FROM (%2$s EXCEPT ALL %1$s) came) r
    CROSS JOIN LATERAL (VALUES (r.port, r.sign), (NULL::text, -r.sign)) p (port, sign)', old_records, new_records) INTO moves;
  IF moves IS NOT NULL THEN
    PERFORM shipment_sent_monthly_move(moves);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipment_sent_monthly_port_insert AFTER INSERT ON customs_infos
  REFERENCING NEW TABLE AS shipment_sent_customs_new
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_sent_monthly_port();
--> statement-breakpoint
CREATE TRIGGER shipment_sent_monthly_port_update AFTER UPDATE ON customs_infos
  REFERENCING OLD TABLE AS shipment_sent_customs_old NEW TABLE AS shipment_sent_customs_new
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_sent_monthly_port();
--> statement-breakpoint
CREATE TRIGGER shipment_sent_monthly_port_delete AFTER DELETE ON customs_infos
  REFERENCING OLD TABLE AS shipment_sent_customs_old
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_sent_monthly_port();
--> statement-breakpoint
-- hand-written: a batch whose product changes moves its shipments to that product.
CREATE FUNCTION shipment_sent_monthly_product() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves shipment_sent_move[];
BEGIN
  SELECT array_agg((r.id, r.product_id, shipment_batch_port(r.id), r.sign)::shipment_sent_move) INTO moves
    FROM (SELECT id, product_id, -1 AS sign FROM (SELECT id, product_id FROM shipment_sent_batches_old
        EXCEPT ALL SELECT id, product_id FROM shipment_sent_batches_new) gone
      UNION ALL SELECT id, product_id, 1 FROM (SELECT id, product_id FROM shipment_sent_batches_new
        EXCEPT ALL SELECT id, product_id FROM shipment_sent_batches_old) came) r;
  IF moves IS NOT NULL THEN
    PERFORM shipment_sent_monthly_move(moves);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipment_sent_monthly_product AFTER UPDATE ON batches
  REFERENCING OLD TABLE AS shipment_sent_batches_old NEW TABLE AS shipment_sent_batches_new
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_sent_monthly_product();
--> statement-breakpoint
-- hand-written: the rollup written again from the shipments, their batches and customs records.
CREATE FUNCTION shipment_sent_monthly_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM shipment_sent_monthly;
  INSERT INTO shipment_sent_monthly (month, sender_corp_id, receiver_corp_id, product_id, port, shipments, labels, weight)
    SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date, s.sender_corp_id, s.receiver_corp_id,
      b.product_id, ci.port, count(*), sum(s.label_count), sum(s.total_weight)
    FROM shipments s JOIN batches b ON b.id = s.batch_id LEFT JOIN customs_infos ci ON ci.batch_id = s.batch_id
    WHERE s.status <> 'returned' GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- hand-written: emptying the customs records files every shipment without a port again.
CREATE FUNCTION shipment_sent_monthly_unport() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shipment_sent_monthly_refill();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipment_sent_monthly_port_truncate AFTER TRUNCATE ON customs_infos
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_sent_monthly_unport();
--> statement-breakpoint
SELECT shipment_sent_monthly_refill();
