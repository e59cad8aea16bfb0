CREATE TABLE "scan_gate" (
	"id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_rollup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"folded_through" bigint NOT NULL,
	CONSTRAINT "scan_rollup_single_row" CHECK ("scan_rollup"."id" = 1)
);
--> statement-breakpoint
-- The lookups recorded until now were counted in scan_daily by the statement that recorded them.
INSERT INTO "scan_rollup" ("id", "folded_through")
VALUES (1, coalesce(pg_sequence_last_value(pg_get_serial_sequence('scans', 'id')::regclass), 0))
ON CONFLICT DO NOTHING;
