-- The fold's position (decision 0018) as a stable function, so the planner estimates the unfolded
-- openings `scans.id > scan_folded_through()` from the position itself (a few rows) instead of a
-- third of the table, which a sub-select gives; that estimate chose parallel plans whose workers'
-- start-up cost more than the read. The value is still read at each execution.
CREATE FUNCTION scan_folded_through() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT folded_through FROM scan_rollup WHERE id = 1 $$;
