CREATE TABLE "activity_monthly" (
	"month" date NOT NULL,
	"corp_id" uuid,
	"product_id" uuid,
	"batches" bigint DEFAULT 0 NOT NULL,
	"bind_logs" bigint DEFAULT 0 NOT NULL,
	"bound" bigint DEFAULT 0 NOT NULL,
	"shipments" bigint DEFAULT 0 NOT NULL,
	"shipped_weight" numeric(24, 5) DEFAULT '0' NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"requested" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL,
	"delivered" bigint DEFAULT 0 NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"generated" bigint DEFAULT 0 NOT NULL,
	"void_requests" bigint DEFAULT 0 NOT NULL,
	"voided" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_monthly_key" UNIQUE NULLS NOT DISTINCT("month","corp_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "activity_monthly_corp_idx" ON "activity_monthly" USING btree ("corp_id","month");--> statement-breakpoint
-- activity_monthly follows the event tables through statement-level triggers: each statement adds
-- the grouped difference of its transition tables (new rows counted, old rows taken away), in key
-- order so concurrent statements lock the rollup rows in the same order. A transition table exists
-- only for the operations that have it, so each operation has its own branch. Bindings and shipments
-- take their product from the batch: a batch whose product changes moves them.
CREATE FUNCTION batch_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', b.created_at AT TIME ZONE 'utc')::date AS month, b.corp_id AS corp_id, b.product_id AS product_id,
        1 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_activity_new b
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', b.created_at AT TIME ZONE 'utc')::date AS month, b.corp_id AS corp_id, b.product_id AS product_id,
        -1 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_activity_old b
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', b.created_at AT TIME ZONE 'utc')::date AS month, b.corp_id AS corp_id, b.product_id AS product_id,
        -1 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_activity_old b
      UNION ALL
      SELECT date_trunc('month', b.created_at AT TIME ZONE 'utc')::date AS month, b.corp_id AS corp_id, b.product_id AS product_id,
        1 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_activity_new b
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
    IF EXISTS (SELECT 1 FROM batch_activity_old o JOIN batch_activity_new n ON n.id = o.id
        WHERE o.product_id IS DISTINCT FROM n.product_id) THEN
      INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
        SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
        FROM (
        SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id,
        o.product_id AS product_id, 0 AS batches, -1 AS bind_logs, -g.count AS bound, 0 AS shipments,
        0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs,
        0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_bind_logs g JOIN batch_activity_old o ON o.id = g.batch_id JOIN batch_activity_new n ON n.id = o.id
      WHERE o.product_id IS DISTINCT FROM n.product_id
        UNION ALL
        SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date, g.corp_id, n.product_id,
        0, 1, g.count, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
      FROM batch_bind_logs g JOIN batch_activity_old o ON o.id = g.batch_id JOIN batch_activity_new n ON n.id = o.id
      WHERE o.product_id IS DISTINCT FROM n.product_id
        UNION ALL
        SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date, s.sender_corp_id, o.product_id,
        0, 0, 0, -1, -s.total_weight, 0, 0, 0, 0, 0, 0, 0, 0
      FROM shipments s JOIN batch_activity_old o ON o.id = s.batch_id JOIN batch_activity_new n ON n.id = o.id
      WHERE s.status <> 'returned' AND o.product_id IS DISTINCT FROM n.product_id
        UNION ALL
        SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date, s.sender_corp_id, n.product_id,
        0, 0, 0, 1, s.total_weight, 0, 0, 0, 0, 0, 0, 0, 0
      FROM shipments s JOIN batch_activity_old o ON o.id = s.batch_id JOIN batch_activity_new n ON n.id = o.id
      WHERE s.status <> 'returned' AND o.product_id IS DISTINCT FROM n.product_id
        ) d
        GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
        ORDER BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
        batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bind_log_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 1 AS bind_logs, g.count AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM bind_log_activity_new g JOIN batches b ON b.id = g.batch_id
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, -1 AS bind_logs, -g.count AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM bind_log_activity_old g JOIN batches b ON b.id = g.batch_id
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, -1 AS bind_logs, -g.count AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM bind_log_activity_old g JOIN batches b ON b.id = g.batch_id
      UNION ALL
      SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 1 AS bind_logs, g.count AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM bind_log_activity_new g JOIN batches b ON b.id = g.batch_id
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date AS month, s.sender_corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 1 AS shipments, s.total_weight AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM shipment_activity_new s LEFT JOIN batches b ON b.id = s.batch_id WHERE s.status <> 'returned'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date AS month, s.sender_corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, -1 AS shipments, -s.total_weight AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM shipment_activity_old s LEFT JOIN batches b ON b.id = s.batch_id WHERE s.status <> 'returned'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date AS month, s.sender_corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, -1 AS shipments, -s.total_weight AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM shipment_activity_old s LEFT JOIN batches b ON b.id = s.batch_id WHERE s.status <> 'returned'
      UNION ALL
      SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date AS month, s.sender_corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 1 AS shipments, s.total_weight AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM shipment_activity_new s LEFT JOIN batches b ON b.id = s.batch_id WHERE s.status <> 'returned'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION label_order_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', o.created_at AT TIME ZONE 'utc')::date AS month, o.corp_id AS corp_id, o.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 1 AS orders, o.count AS requested, CASE WHEN o.status IN ('passed', 'paid', 'delivered') THEN o.count ELSE 0 END AS approved, CASE WHEN o.status = 'delivered' THEN o.count ELSE 0 END AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM label_order_activity_new o
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', o.created_at AT TIME ZONE 'utc')::date AS month, o.corp_id AS corp_id, o.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, -1 AS orders, -o.count AS requested, -(CASE WHEN o.status IN ('passed', 'paid', 'delivered') THEN o.count ELSE 0 END) AS approved, -(CASE WHEN o.status = 'delivered' THEN o.count ELSE 0 END) AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM label_order_activity_old o
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', o.created_at AT TIME ZONE 'utc')::date AS month, o.corp_id AS corp_id, o.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, -1 AS orders, -o.count AS requested, -(CASE WHEN o.status IN ('passed', 'paid', 'delivered') THEN o.count ELSE 0 END) AS approved, -(CASE WHEN o.status = 'delivered' THEN o.count ELSE 0 END) AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM label_order_activity_old o
      UNION ALL
      SELECT date_trunc('month', o.created_at AT TIME ZONE 'utc')::date AS month, o.corp_id AS corp_id, o.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 1 AS orders, o.count AS requested, CASE WHEN o.status IN ('passed', 'paid', 'delivered') THEN o.count ELSE 0 END AS approved, CASE WHEN o.status = 'delivered' THEN o.count ELSE 0 END AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM label_order_activity_new o
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION label_run_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', r.finished_at AT TIME ZONE 'utc')::date AS month, r.corp_id AS corp_id, r.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 1 AS runs, r.generated_count AS generated, 0 AS void_requests, 0 AS voided
      FROM label_run_activity_new r WHERE r.status = 'generated' AND r.finished_at IS NOT NULL
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', r.finished_at AT TIME ZONE 'utc')::date AS month, r.corp_id AS corp_id, r.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, -1 AS runs, -r.generated_count AS generated, 0 AS void_requests, 0 AS voided
      FROM label_run_activity_old r WHERE r.status = 'generated' AND r.finished_at IS NOT NULL
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', r.finished_at AT TIME ZONE 'utc')::date AS month, r.corp_id AS corp_id, r.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, -1 AS runs, -r.generated_count AS generated, 0 AS void_requests, 0 AS voided
      FROM label_run_activity_old r WHERE r.status = 'generated' AND r.finished_at IS NOT NULL
      UNION ALL
      SELECT date_trunc('month', r.finished_at AT TIME ZONE 'utc')::date AS month, r.corp_id AS corp_id, r.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 1 AS runs, r.generated_count AS generated, 0 AS void_requests, 0 AS voided
      FROM label_run_activity_new r WHERE r.status = 'generated' AND r.finished_at IS NOT NULL
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION void_request_activity_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', q.updated_at AT TIME ZONE 'utc')::date AS month, q.corp_id AS corp_id, NULL::uuid AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 1 AS void_requests, cardinality(q.codes) - CASE WHEN jsonb_typeof(q.failures) = 'array' THEN jsonb_array_length(q.failures) ELSE 0 END AS voided
      FROM void_request_activity_new q WHERE q.status = 'performed'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', q.updated_at AT TIME ZONE 'utc')::date AS month, q.corp_id AS corp_id, NULL::uuid AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, -1 AS void_requests, -(cardinality(q.codes) - CASE WHEN jsonb_typeof(q.failures) = 'array' THEN jsonb_array_length(q.failures) ELSE 0 END) AS voided
      FROM void_request_activity_old q WHERE q.status = 'performed'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  ELSE
    INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
      SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
      FROM (
      SELECT date_trunc('month', q.updated_at AT TIME ZONE 'utc')::date AS month, q.corp_id AS corp_id, NULL::uuid AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, -1 AS void_requests, -(cardinality(q.codes) - CASE WHEN jsonb_typeof(q.failures) = 'array' THEN jsonb_array_length(q.failures) ELSE 0 END) AS voided
      FROM void_request_activity_old q WHERE q.status = 'performed'
      UNION ALL
      SELECT date_trunc('month', q.updated_at AT TIME ZONE 'utc')::date AS month, q.corp_id AS corp_id, NULL::uuid AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 1 AS void_requests, cardinality(q.codes) - CASE WHEN jsonb_typeof(q.failures) = 'array' THEN jsonb_array_length(q.failures) ELSE 0 END AS voided
      FROM void_request_activity_new q WHERE q.status = 'performed'
      ) d
      GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT activity_monthly_key DO UPDATE SET
      batches = m.batches + excluded.batches, bind_logs = m.bind_logs + excluded.bind_logs, bound = m.bound + excluded.bound, shipments = m.shipments + excluded.shipments, shipped_weight = m.shipped_weight + excluded.shipped_weight, orders = m.orders + excluded.orders, requested = m.requested + excluded.requested, approved = m.approved + excluded.approved, delivered = m.delivered + excluded.delivered, runs = m.runs + excluded.runs, generated = m.generated + excluded.generated, void_requests = m.void_requests + excluded.void_requests, voided = m.voided + excluded.voided;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncated event table clears its own figures; rows left with no event of any kind go.
CREATE FUNCTION activity_monthly_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE activity_monthly SET %s',
    (SELECT string_agg(format('%I = 0', c), ', ') FROM unnest(TG_ARGV) c));
  DELETE FROM activity_monthly
    WHERE batches = 0 AND bind_logs = 0 AND shipments = 0 AND orders = 0 AND runs = 0 AND void_requests = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER batch_activity_insert AFTER INSERT ON batches REFERENCING NEW TABLE AS batch_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION batch_activity_apply();
--> statement-breakpoint
CREATE TRIGGER batch_activity_update AFTER UPDATE ON batches
  REFERENCING OLD TABLE AS batch_activity_old NEW TABLE AS batch_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION batch_activity_apply();
--> statement-breakpoint
CREATE TRIGGER batch_activity_delete AFTER DELETE ON batches REFERENCING OLD TABLE AS batch_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION batch_activity_apply();
--> statement-breakpoint
CREATE TRIGGER batch_activity_truncate AFTER TRUNCATE ON batches
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('batches');
--> statement-breakpoint
CREATE TRIGGER bind_log_activity_insert AFTER INSERT ON batch_bind_logs REFERENCING NEW TABLE AS bind_log_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION bind_log_activity_apply();
--> statement-breakpoint
CREATE TRIGGER bind_log_activity_update AFTER UPDATE ON batch_bind_logs
  REFERENCING OLD TABLE AS bind_log_activity_old NEW TABLE AS bind_log_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION bind_log_activity_apply();
--> statement-breakpoint
CREATE TRIGGER bind_log_activity_delete AFTER DELETE ON batch_bind_logs REFERENCING OLD TABLE AS bind_log_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION bind_log_activity_apply();
--> statement-breakpoint
CREATE TRIGGER bind_log_activity_truncate AFTER TRUNCATE ON batch_bind_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('bind_logs', 'bound');
--> statement-breakpoint
CREATE TRIGGER shipment_activity_insert AFTER INSERT ON shipments REFERENCING NEW TABLE AS shipment_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_activity_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_activity_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS shipment_activity_old NEW TABLE AS shipment_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_activity_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_activity_delete AFTER DELETE ON shipments REFERENCING OLD TABLE AS shipment_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION shipment_activity_apply();
--> statement-breakpoint
CREATE TRIGGER shipment_activity_truncate AFTER TRUNCATE ON shipments
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('shipments', 'shipped_weight');
--> statement-breakpoint
CREATE TRIGGER label_order_activity_insert AFTER INSERT ON label_orders REFERENCING NEW TABLE AS label_order_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_order_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_order_activity_update AFTER UPDATE ON label_orders
  REFERENCING OLD TABLE AS label_order_activity_old NEW TABLE AS label_order_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_order_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_order_activity_delete AFTER DELETE ON label_orders REFERENCING OLD TABLE AS label_order_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION label_order_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_order_activity_truncate AFTER TRUNCATE ON label_orders
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('orders', 'requested', 'approved', 'delivered');
--> statement-breakpoint
CREATE TRIGGER label_run_activity_insert AFTER INSERT ON label_runs REFERENCING NEW TABLE AS label_run_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_run_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_run_activity_update AFTER UPDATE ON label_runs
  REFERENCING OLD TABLE AS label_run_activity_old NEW TABLE AS label_run_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION label_run_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_run_activity_delete AFTER DELETE ON label_runs REFERENCING OLD TABLE AS label_run_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION label_run_activity_apply();
--> statement-breakpoint
CREATE TRIGGER label_run_activity_truncate AFTER TRUNCATE ON label_runs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('runs', 'generated');
--> statement-breakpoint
CREATE TRIGGER void_request_activity_insert AFTER INSERT ON void_requests REFERENCING NEW TABLE AS void_request_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION void_request_activity_apply();
--> statement-breakpoint
CREATE TRIGGER void_request_activity_update AFTER UPDATE ON void_requests
  REFERENCING OLD TABLE AS void_request_activity_old NEW TABLE AS void_request_activity_new
  FOR EACH STATEMENT EXECUTE FUNCTION void_request_activity_apply();
--> statement-breakpoint
CREATE TRIGGER void_request_activity_delete AFTER DELETE ON void_requests REFERENCING OLD TABLE AS void_request_activity_old
  FOR EACH STATEMENT EXECUTE FUNCTION void_request_activity_apply();
--> statement-breakpoint
CREATE TRIGGER void_request_activity_truncate AFTER TRUNCATE ON void_requests
  FOR EACH STATEMENT EXECUTE FUNCTION activity_monthly_clear('void_requests', 'voided');
--> statement-breakpoint
INSERT INTO activity_monthly AS m (month, corp_id, product_id, batches, bind_logs, bound, shipments, shipped_weight, orders, requested, approved, delivered, runs, generated, void_requests, voided)
  SELECT month, corp_id, product_id, sum(batches), sum(bind_logs), sum(bound), sum(shipments), sum(shipped_weight), sum(orders), sum(requested), sum(approved), sum(delivered), sum(runs), sum(generated), sum(void_requests), sum(voided)
  FROM (
  SELECT date_trunc('month', b.created_at AT TIME ZONE 'utc')::date AS month, b.corp_id AS corp_id, b.product_id AS product_id,
        1 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batches b
  UNION ALL
  SELECT date_trunc('month', g.created_at AT TIME ZONE 'utc')::date AS month, g.corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 1 AS bind_logs, g.count AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM batch_bind_logs g JOIN batches b ON b.id = g.batch_id
  UNION ALL
  SELECT date_trunc('month', s.shipping_date AT TIME ZONE 'utc')::date AS month, s.sender_corp_id AS corp_id, b.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 1 AS shipments, s.total_weight AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM shipments s LEFT JOIN batches b ON b.id = s.batch_id WHERE s.status <> 'returned'
  UNION ALL
  SELECT date_trunc('month', o.created_at AT TIME ZONE 'utc')::date AS month, o.corp_id AS corp_id, o.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 1 AS orders, o.count AS requested, CASE WHEN o.status IN ('passed', 'paid', 'delivered') THEN o.count ELSE 0 END AS approved, CASE WHEN o.status = 'delivered' THEN o.count ELSE 0 END AS delivered, 0 AS runs, 0 AS generated, 0 AS void_requests, 0 AS voided
      FROM label_orders o
  UNION ALL
  SELECT date_trunc('month', r.finished_at AT TIME ZONE 'utc')::date AS month, r.corp_id AS corp_id, r.product_id AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 1 AS runs, r.generated_count AS generated, 0 AS void_requests, 0 AS voided
      FROM label_runs r WHERE r.status = 'generated' AND r.finished_at IS NOT NULL
  UNION ALL
  SELECT date_trunc('month', q.updated_at AT TIME ZONE 'utc')::date AS month, q.corp_id AS corp_id, NULL::uuid AS product_id,
        0 AS batches, 0 AS bind_logs, 0 AS bound, 0 AS shipments, 0 AS shipped_weight, 0 AS orders, 0 AS requested, 0 AS approved, 0 AS delivered, 0 AS runs, 0 AS generated, 1 AS void_requests, cardinality(q.codes) - CASE WHEN jsonb_typeof(q.failures) = 'array' THEN jsonb_array_length(q.failures) ELSE 0 END AS voided
      FROM void_requests q WHERE q.status = 'performed'
  ) d
  GROUP BY 1, 2, 3 HAVING sum(batches) <> 0 OR sum(bind_logs) <> 0 OR sum(bound) <> 0 OR sum(shipments) <> 0 OR sum(shipped_weight) <> 0 OR sum(orders) <> 0 OR sum(requested) <> 0 OR sum(approved) <> 0 OR sum(delivered) <> 0 OR sum(runs) <> 0 OR sum(generated) <> 0 OR sum(void_requests) <> 0 OR sum(voided) <> 0
  ORDER BY 1, 2, 3;
