import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/domain/auth';
import { activeChain, toggleOpen } from './menu-tree';

const item = (id: number, pid: number, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  pid,
  path,
  name: `m${id}`,
  is_hidden: false,
  icon: '',
  sort: id,
  menu_element_list: [],
  menu_opration_list: [],
  ...extra,
});

const menu = [
  item(1, 0, '/saas/dashboard/index'),
  item(2, 0, '#order'),
  item(3, 2, '/saas/waybill/all/index'),
  item(4, 2, '/bang/order/detail/:id', { is_hidden: true }),
];

describe('activeChain', () => {
  it('finds the chain of a menu path', () => {
    expect(activeChain(menu, '/saas/waybill/all/index')).toEqual([2, 3]);
    expect(activeChain(menu, '/saas/dashboard/index/')).toEqual([1]);
  });

  it('highlights the visible ancestor of a hidden detail page', () => {
    expect(activeChain(menu, '/bang/order/detail/42')).toEqual([2]);
  });

  it('is empty for paths outside the menu', () => {
    expect(activeChain(menu, '/my/bang')).toEqual([]);
  });
});

describe('toggleOpen (one open submenu per level)', () => {
  it('opens, switches and closes', () => {
    expect(toggleOpen([], 2, 0)).toEqual([2]);
    expect(toggleOpen([2, 7], 5, 0)).toEqual([5]);
    expect(toggleOpen([2, 7], 8, 1)).toEqual([2, 8]);
    expect(toggleOpen([2, 7], 2, 0)).toEqual([]);
  });
});
