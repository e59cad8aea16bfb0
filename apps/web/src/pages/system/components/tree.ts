/** A node of a hierarchy the API sends nested (departments, menus). */
export interface TreeRow<T> {
  id: string;
  children: readonly T[];
}

export interface VisibleTreeRow<T> {
  row: T;
  depth: number;
  hasChildren: boolean;
  open: boolean;
}

/** The rows a tree table shows, in order: every node whose ancestors are all expanded. */
export function visibleTreeRows<T extends TreeRow<T>>(
  roots: readonly T[],
  isOpen: (id: string) => boolean,
  depth = 0,
): VisibleTreeRow<T>[] {
  return roots.flatMap((row) => {
    const hasChildren = row.children.length > 0;
    const open = hasChildren && isOpen(row.id);
    const self = { row, depth, hasChildren, open };
    return open ? [self, ...visibleTreeRows(row.children, isOpen, depth + 1)] : [self];
  });
}

/** Tree select options: `{ value, label, children }`, leaving out one node and what is under it. */
export interface TreeOption {
  value: string;
  label: string;
  children?: TreeOption[];
}

export function treeOptions<T extends TreeRow<T>>(
  roots: readonly T[],
  label: (row: T) => string,
  excludeId?: string | null,
): TreeOption[] {
  return roots
    .filter((row) => row.id !== excludeId)
    .map((row) => {
      const children = treeOptions(row.children, label, excludeId);
      return children.length > 0
        ? { value: row.id, label: label(row), children }
        : { value: row.id, label: label(row) };
    });
}

/** Every node, depth first, with its depth (for flat selects and lookups). */
export function flattenTree<T extends TreeRow<T>>(
  roots: readonly T[],
  depth = 0,
): { row: T; depth: number }[] {
  return roots.flatMap((row) => [{ row, depth }, ...flattenTree(row.children, depth + 1)]);
}

/** The nodes that match, with the ancestors leading to them (a search over a tree). */
export function filterTree<T extends TreeRow<T>>(roots: readonly T[], matches: (row: T) => boolean): T[] {
  return roots.flatMap((row) => {
    const children = filterTree(row.children, matches);
    if (children.length > 0) return [{ ...row, children }];
    return matches(row) ? [{ ...row, children: [] }] : [];
  });
}
