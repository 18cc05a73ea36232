import { describe, expect, it } from 'vitest';
import { ancestorsOf, filterTree, labelIndex, pathTo, visibleRows, type TreeNode } from './tree';

const TREE: TreeNode[] = [
  {
    value: '440000',
    label: '广东省',
    children: [
      { value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }, { value: '440306', label: '宝安区' }] },
      { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }] },
    ],
  },
  { value: '310000', label: '上海市', children: [{ value: '310115', label: '浦东新区' }] },
  { value: 'x', label: 'Alpha' },
];

describe('filterTree', () => {
  it('keeps the ancestors of a match and expands them', () => {
    const f = filterTree(TREE, '南山');
    expect(f.matches).toBe(1);
    expect(f.nodes).toEqual([
      { value: '440000', label: '广东省', children: [{ value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }] }] },
    ]);
    expect([...f.expanded].sort()).toEqual(['440000', '440300']);
    expect(visibleRows(f.nodes, f.expanded).map((r) => r.node.label)).toEqual(['广东省', '深圳市', '南山区']);
  });

  it('a matching parent keeps its whole subtree; matching is case-insensitive', () => {
    const f = filterTree(TREE, '深圳');
    expect(f.nodes[0].children![0].children).toHaveLength(2);
    expect(filterTree(TREE, 'alp').nodes.map((n) => n.value)).toEqual(['x']);
  });

  it('no match gives an empty tree; a blank query the tree itself', () => {
    expect(filterTree(TREE, '北京').nodes).toEqual([]);
    expect(filterTree(TREE, '  ').nodes).toBe(TREE);
  });
});

describe('rows and labels', () => {
  it('only children of expanded nodes are visible', () => {
    expect(visibleRows(TREE, new Set()).map((r) => r.node.value)).toEqual(['440000', '310000', 'x']);
    const rows = visibleRows(TREE, new Set(['440000']));
    expect(rows.map((r) => [r.node.value, r.depth])).toEqual([
      ['440000', 0],
      ['440300', 1],
      ['440100', 1],
      ['310000', 0],
      ['x', 0],
    ]);
    expect(rows[1].parent).toBe('440000');
  });
  it('labelIndex and pathTo', () => {
    expect(labelIndex(TREE).get('440306')).toBe('宝安区');
    expect(pathTo(TREE, '440306')).toEqual(['广东省', '深圳市', '宝安区']);
    expect(pathTo(TREE, 'nope')).toEqual([]);
    expect(ancestorsOf(TREE, '440306')).toEqual(['440000', '440300']);
    expect(ancestorsOf(TREE, '440000')).toEqual([]);
    expect(ancestorsOf(TREE, 'nope')).toEqual([]);
  });
});
