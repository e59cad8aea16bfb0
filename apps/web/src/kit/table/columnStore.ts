/**
 * Which columns a person chose to see, per table, kept in localStorage across sessions. Only choices
 * that differ from a column's default are stored, so a column added by a later release shows as its
 * definition says.
 */

export type ColumnVisibility = Record<string, boolean>;

interface ColumnDefaults {
  key: string;
  defaultHidden?: boolean;
  alwaysVisible?: boolean;
}

const storageKey = (tableId: string) => `table.columns.${tableId}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be refused (privacy settings); the table then simply forgets.
    return undefined;
  }
}

/** Every column as its definition says (the chooser's "reset"). */
export function defaultColumnVisibility(columns: readonly ColumnDefaults[]): ColumnVisibility {
  return Object.fromEntries(
    columns.map((column) => [column.key, Boolean(column.alwaysVisible || !column.defaultHidden)]),
  );
}

/** Visibility of every column: the stored choice, else the column's default. */
export function loadColumnVisibility(
  tableId: string,
  columns: readonly ColumnDefaults[],
  store: Storage | undefined = storage(),
): ColumnVisibility {
  let stored: ColumnVisibility = {};
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKey(tableId)) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as ColumnVisibility;
  } catch {
    stored = {};
  }
  const visibility: ColumnVisibility = {};
  for (const column of columns) {
    const choice = stored[column.key];
    visibility[column.key] = column.alwaysVisible
      ? true
      : typeof choice === 'boolean'
        ? choice
        : !column.defaultHidden;
  }
  return visibility;
}

/** Stores the choices that differ from the defaults (nothing at all when everything is default). */
export function saveColumnVisibility(
  tableId: string,
  columns: readonly ColumnDefaults[],
  visibility: ColumnVisibility,
  store: Storage | undefined = storage(),
): void {
  const changed: ColumnVisibility = {};
  for (const column of columns) {
    if (column.alwaysVisible) continue;
    const visible = visibility[column.key] ?? !column.defaultHidden;
    if (visible === Boolean(column.defaultHidden)) changed[column.key] = visible;
  }
  try {
    if (Object.keys(changed).length === 0) store?.removeItem(storageKey(tableId));
    else store?.setItem(storageKey(tableId), JSON.stringify(changed));
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
