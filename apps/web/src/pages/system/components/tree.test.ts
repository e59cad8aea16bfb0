import { describe, expect, it } from 'vitest';
import { filterTree, flattenTree, treeOptions, visibleTreeRows } from './tree';

interface Node {
  id: string;
  name: string;
  children: Node[];
}
const node = (id: string, children: Node[] = []): Node => ({ id, name: id.toUpperCase(), children });
const tree = [node('a', [node('a1', [node('a1x')]), node('a2')]), node('b')];

describe('hierarchies as tables and selects', () => {
  it('shows the rows under open nodes only, with their depth', () => {
    const all = visibleTreeRows(tree, () => true);
    expect(all.map((row) => `${row.row.id}:${row.depth}`)).toEqual(['a:0', 'a1:1', 'a1x:2', 'a2:1', 'b:0']);
    const folded = visibleTreeRows(tree, (id) => id !== 'a1');
    expect(folded.map((row) => row.row.id)).toEqual(['a', 'a1', 'a2', 'b']);
    expect(folded.find((row) => row.row.id === 'a1')).toMatchObject({ hasChildren: true, open: false });
    expect(folded.find((row) => row.row.id === 'b')).toMatchObject({ hasChildren: false, open: false });
  });

  it('offers every node as a parent except the edited one and what is under it', () => {
    expect(treeOptions(tree, (row) => row.name, 'a1')).toEqual([
      { value: 'a', label: 'A', children: [{ value: 'a2', label: 'A2' }] },
      { value: 'b', label: 'B' },
    ]);
  });

  it('keeps matches with the path leading to them', () => {
    expect(filterTree(tree, (row) => row.id === 'a1x')).toEqual([node('a', [node('a1', [node('a1x')])])]);
    expect(filterTree(tree, (row) => row.id === 'zzz')).toEqual([]);
  });

  it('flattens depth first', () => {
    expect(flattenTree(tree).map(({ row, depth }) => `${row.id}${depth}`)).toEqual([
      'a0',
      'a11',
      'a1x2',
      'a21',
      'b0',
    ]);
  });
});
