import { describe, expect, it } from 'vitest';
import { diffRecords, stableJson } from './jsonDiff';

describe('comparing the state before and after a change', () => {
  it('marks the fields whose values differ, on both sides, in one order', () => {
    const diff = diffRecords(
      { name: 'Sales', sort: 1, leader: null, meta: { b: 1, a: 2 } },
      { name: 'Sales east', sort: 1, leader: 'Li', meta: { a: 2, b: 1 }, remark: 'new' },
    );
    expect(diff.comparable).toBe(true);
    expect(diff.changedKeys).toEqual(['leader', 'name', 'remark']);
    expect(diff.before.map((entry) => entry.key)).toEqual(diff.after.map((entry) => entry.key));
    expect(diff.before.find((entry) => entry.key === 'remark')).toEqual({
      key: 'remark',
      json: undefined,
      changed: true,
    });
    // Key order inside a nested object is not a change.
    expect(diff.after.find((entry) => entry.key === 'meta')?.changed).toBe(false);
  });

  it('shows a creation as an empty before and nothing changed to point at', () => {
    const diff = diffRecords(null, { id: 'x', name: 'Role' });
    expect(diff.changedKeys).toEqual([]);
    expect(diff.before.every((entry) => entry.json === undefined)).toBe(true);
    expect(diff.after.map((entry) => entry.json)).toEqual(['"x"', '"Role"']);
  });

  it('shows values that are not records whole', () => {
    const diff = diffRecords([1, 2], [1, 3]);
    expect(diff.comparable).toBe(false);
    expect(diff.before[0]?.json).toBe(stableJson([1, 2]));
    expect(diff.changedKeys).toEqual(['']);
  });
});
