import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/domain/auth';
import { folderEntries } from './folder-entries';

const item = (id: number, pid: number, path: string, sort: number, is_hidden = false): MenuItem =>
  ({ id, pid, path, name: path, is_hidden, icon: '', sort, menu_element_list: [], menu_opration_list: [] });

describe('folderEntries', () => {
  const menu = [
    item(1, 0, '#system', 0),
    item(2, 1, '/saas/system', 0, true),
    item(3, 1, '/saas/system/audit/index', 9),
    item(4, 1, '/saas/system/role/index', 1),
    item(5, 1, '/saas/system/role/add', 2, true),
    item(6, 0, '/saas/dashboard/index', 0),
    item(7, 8, '/saas/order/index', 0),
  ];

  it('lists the visible entries beside the page’s own item, in menu order', () => {
    expect(folderEntries(menu, '/saas/system').map((m) => m.path)).toEqual(['/saas/system/role/index', '/saas/system/audit/index']);
  });

  it('is empty when the page is not in the menu or has no folder', () => {
    expect(folderEntries(menu, '/saas/nowhere')).toEqual([]);
    expect(folderEntries(menu, '/saas/dashboard/index')).toEqual([]);
  });
});
