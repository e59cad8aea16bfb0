import { describe, expect, it } from 'vitest';
import { defaultColumnVisibility, loadColumnVisibility, saveColumnVisibility } from './columnStore';
import { dateTimeColumn } from './columns';
import { csvCell, toCsv } from './csv';
import { allowedActions } from './rowActions';
import type { RowAction } from './types';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const columns = [
  { key: 'name', alwaysVisible: true },
  { key: 'status' },
  { key: 'remark', defaultHidden: true },
];

describe('column chooser memory', () => {
  it('starts from the column defaults', () => {
    expect(loadColumnVisibility('t', columns, new MemoryStorage())).toEqual({
      name: true,
      status: true,
      remark: false,
    });
    expect(defaultColumnVisibility(columns)).toEqual({ name: true, status: true, remark: false });
  });

  it('remembers only the choices that differ from the defaults, per table', () => {
    const store = new MemoryStorage();
    saveColumnVisibility('labels', columns, { name: false, status: false, remark: true }, store);
    expect(JSON.parse(store.getItem('table.columns.labels')!)).toEqual({ status: false, remark: true });
    // An always-visible column cannot be hidden, whatever was stored.
    expect(loadColumnVisibility('labels', columns, store)).toEqual({
      name: true,
      status: false,
      remark: true,
    });
    expect(loadColumnVisibility('batches', columns, store).status).toBe(true);
    saveColumnVisibility('labels', columns, defaultColumnVisibility(columns), store);
    expect(store.getItem('table.columns.labels')).toBeNull();
  });

  it('survives unreadable stored data and a missing storage', () => {
    const store = new MemoryStorage();
    store.setItem('table.columns.t', '{not json');
    expect(loadColumnVisibility('t', columns, store).status).toBe(true);
    expect(loadColumnVisibility('t', columns, undefined).remark).toBe(false);
  });
});

describe('row actions', () => {
  const noop = () => undefined;
  const actions: RowAction<{ id: string; actions?: string[]; locked?: boolean }>[] = [
    { key: 'view', label: 'View', onClick: noop },
    { key: 'approve', label: 'Approve', permission: 'label.apply.review', onClick: noop },
    { key: 'edit', label: 'Edit', visible: (row) => !row.locked, onClick: noop },
  ];
  const keys = (list: RowAction<unknown>[]) => list.map((action) => action.key);

  it('shows what the row allows, the person holds and the row state permits', () => {
    const all = () => true;
    expect(keys(allowedActions({ id: '1' }, actions, all) as RowAction<unknown>[])).toEqual([
      'view',
      'approve',
      'edit',
    ]);
    expect(
      keys(allowedActions({ id: '1', actions: ['view', 'edit'] }, actions, all) as RowAction<unknown>[]),
    ).toEqual(['view', 'edit']);
    expect(keys(allowedActions({ id: '1', locked: true }, actions, all) as RowAction<unknown>[])).toEqual([
      'view',
      'approve',
    ]);
    const none = (permission: string | undefined) => permission === undefined;
    expect(
      keys(allowedActions({ id: '1', actions: ['approve'] }, actions, none) as RowAction<unknown>[]),
    ).toEqual([]);
  });
});

describe('CSV export', () => {
  it('quotes separators and neutralises formulas, keeping numbers as they are', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    expect(toCsv(['名称', 'n'], [['燕窝', 2]])).toBe('\uFEFF名称,n\r\n燕窝,2\r\n');
  });
});

describe('date and time columns', () => {
  const created = dateTimeColumn<{ createTime: string | null }>(
    'createdAt',
    'Created',
    (row) => row.createTime,
    {
      sortable: true,
    },
  );

  it('shows and exports the moment in the same words, and an empty one as nothing', () => {
    const row = { createTime: '2026-03-04T12:06:07' };
    expect(created.cell?.(row)).toBe(created.exportValue?.(row));
    expect(created.exportValue?.(row)).toBe('2026-03-04 12:06');
    expect(created.exportValue?.({ createTime: null })).toBe('');
  });

  it('is 160 px wide unless told, and keeps the options it is given', () => {
    expect(created).toMatchObject({ key: 'createdAt', header: 'Created', width: 160, sortable: true });
    expect(dateTimeColumn('t', 'T', () => null, { width: 120, defaultHidden: true })).toMatchObject({
      width: 120,
      defaultHidden: true,
    });
  });
});
