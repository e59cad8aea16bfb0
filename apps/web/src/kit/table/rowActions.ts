import type { RowAction } from './types';

/** The actions a row may show: allowed by the row's own `actions` list (when it has one), held by the person, and visible. */
export function allowedActions<T>(
  row: T,
  actions: readonly RowAction<T>[],
  can: (permission: string | undefined) => boolean,
): RowAction<T>[] {
  const offered = (row as { actions?: unknown }).actions;
  const allowedByRow = Array.isArray(offered) ? new Set(offered.map(String)) : undefined;
  return actions.filter(
    (action) =>
      (!allowedByRow || allowedByRow.has(action.key)) &&
      can(action.permission) &&
      (action.visible ? action.visible(row) : true),
  );
}
