/** The department tree helpers the editor and the system-admin group pages share. */
import { describe, expect, it } from 'vitest';
import { countNodes, findGroup, parentIds, toTreeNodes } from './group-tree';

const tree = [
  { id: 1, name: '华东事业部', users: 2, children: [{ id: 3, name: '上海', users: 1, children: [{ id: 5, name: '闵行', users: 0, children: [] }] }] },
  { id: 2, name: '华南事业部', users: 0, children: [] },
];

describe('group tree', () => {
  it('finds a department at any depth with its parent, and nothing for an unknown id', () => {
    expect(findGroup(tree, 1)).toEqual({ node: tree[0], parent: null });
    expect(findGroup(tree, 5)?.node.name).toBe('闵行');
    expect(findGroup(tree, 5)?.parent?.name).toBe('上海');
    expect(findGroup(tree, 2)?.parent).toBeNull();
    expect(findGroup(tree, 99)).toBeNull();
  });

  it('counts, opens and converts the tree', () => {
    expect(countNodes(tree)).toBe(4);
    expect(parentIds(tree)).toEqual([1, 3]);
    expect(toTreeNodes(tree)[0]).toMatchObject({ value: '1', label: '华东事业部', children: [{ value: '3', label: '上海' }] });
  });
});
