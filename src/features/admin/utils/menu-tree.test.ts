import { describe, expect, it } from 'vitest';
import type { AdminMenu } from '@/domain/admin/api';
import { auditChanges, auditEntityName } from './audit-diff';
import { grantsBody, menuTree, tickState, toggleCode, toggleNode } from './menu-tree';

const m = (id: number, pid: number, path: string, codes: string[] = [], sort = id): AdminMenu => ({
  id, pid, key: path, path, name_zh: path, name_en: path, icon: '', is_hidden: false, sort, app_code: 'BANG', codes, edited: false, custom: false,
});
const rows = [m(1, 0, '#transit'), m(2, 1, '/saas/transit/stowage/index', ['EXPORT']), m(3, 1, '/saas/transit/arrive/index'), m(4, 0, '/saas/dashboard/index')];
const parents = new Map(rows.map((r) => [r.id, r.pid]));

describe('the role form menus tree', () => {
  it('builds the tree in menu order', () => {
    const tree = menuTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 4]);
    expect(tree[0].children.map((n) => n.id)).toEqual([2, 3]);
  });

  it('ticking a folder grants its subtree with every button; unticking removes it; a child brings its parent', () => {
    const [folder] = menuTree(rows);
    let grants = toggleNode(new Map(), folder, true, parents);
    expect(grantsBody(grants)).toEqual([
      { menu_id: 1, buttons: [] },
      { menu_id: 2, buttons: ['EXPORT'] },
      { menu_id: 3, buttons: [] },
    ]);
    expect(tickState(grants, folder)).toBe('all');
    grants = toggleCode(grants, 2, 'EXPORT', false);
    expect(grants.get(2)).toEqual([]);
    grants = toggleNode(grants, folder.children[1], false, parents);
    expect(tickState(grants, folder)).toBe('some');
    grants = toggleNode(grants, folder, false, parents);
    expect(grants.size).toBe(0);
    grants = toggleNode(grants, folder.children[1], true, parents);
    expect([...grants.keys()].sort()).toEqual([1, 3]);
  });
});

describe('audit entries as changes', () => {
  it("shows a role's grants as removed and added paths, and plain fields before → after", () => {
    const before = { name: '执行', menus: [{ path: '#transit' }, { path: '/a' }] };
    const after = { name: '执行2', menus: [{ path: '/a' }, { path: '/b' }] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'name', before: '执行', after: '执行2' },
      { field: 'menus', before: '− #transit', after: '+ /b' },
    ]);
    expect(auditChanges(null, { name: 'x' })).toEqual([{ field: 'name', before: '—', after: 'x' }]);
    expect(auditEntityName(null, { name_zh: '报价', name_en: 'Quotes' }, false)).toBe('Quotes');
    expect(auditEntityName(before, null, true)).toBe('执行');
  });
});
