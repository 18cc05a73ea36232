import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuTree, type MenuItem, type MenuNode } from '@/domain/auth';
import { renderWithProviders } from '../test-utils';
import { activeChain, toggleOpen } from '../utils/menu-tree';
import { SidebarTree } from './sidebar-tree';

const item = (id: number, pid: number, name: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  pid,
  name,
  path,
  is_hidden: false,
  icon: pid ? '' : 'order',
  sort: id,
  menu_element_list: [],
  menu_opration_list: [],
  ...extra,
});

const MENU: MenuItem[] = [
  item(1, 0, 'Dashboard', '/saas/dashboard/index', { icon: 'dashboard' }),
  item(2, 0, 'Orders', '#order'),
  item(3, 2, 'All orders', '/saas/waybill/all/index'),
  item(4, 2, 'Order detail', '/bang/order/detail/:id', { is_hidden: true }),
  item(5, 0, 'Transit', '#transit', { icon: 'truck' }),
  item(6, 5, 'Stowage', '/saas/transit/stowage/index'),
  item(7, 0, 'Secret', '#secret', { is_hidden: true }),
  item(8, 7, 'Under secret', '/saas/secret/index'),
];

function Harness({ pathname, onNavigate }: { pathname: string; onNavigate: (n: MenuNode) => void }) {
  const active = activeChain(MENU, pathname);
  const [open, setOpen] = useState(active.slice(0, -1));
  return (
    <SidebarTree
      tree={buildMenuTree(MENU)}
      open={open}
      activeIds={active}
      onToggle={(id, depth) => setOpen((o) => toggleOpen(o, id, depth))}
      onNavigate={onNavigate}
    />
  );
}

describe('SidebarTree', () => {
  afterEach(cleanup);

  it('renders the visible tree and omits hidden entries and their subtrees', () => {
    renderWithProviders(<Harness pathname="/saas/dashboard/index" onNavigate={() => {}} />);
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Orders')).toBeTruthy();
    expect(screen.getByText('Transit')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.queryByText('Under secret')).toBeNull();
  });

  it('opens the active submenu and highlights the active entry', () => {
    renderWithProviders(<Harness pathname="/saas/waybill/all/index" onNavigate={() => {}} />);
    const all = screen.getByText('All orders').closest('a')!;
    expect(all.getAttribute('data-active')).toBe('true');
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Order detail')).toBeNull();
    expect(screen.getByText('Dashboard').closest('a')!.getAttribute('data-active')).toBe('false');
  });

  it('keeps one submenu open at a time', () => {
    renderWithProviders(<Harness pathname="/saas/waybill/all/index" onNavigate={() => {}} />);
    const groups = () => screen.getAllByTestId('sidebar-group');
    expect(groups().map((g) => g.getAttribute('data-open'))).toEqual(['true', 'false']);
    fireEvent.click(within(groups()[1]).getByText('Transit'));
    expect(groups().map((g) => g.getAttribute('data-open'))).toEqual(['false', 'true']);
    expect(screen.queryByText('All orders')).toBeNull();
    expect(screen.getByText('Stowage')).toBeTruthy();
    fireEvent.click(within(groups()[1]).getByText('Transit'));
    expect(groups().map((g) => g.getAttribute('data-open'))).toEqual(['false', 'false']);
  });

  it('navigates with the clicked entry', () => {
    const onNavigate = vi.fn();
    renderWithProviders(<Harness pathname="/saas/waybill/all/index" onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Dashboard'));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 1, path: '/saas/dashboard/index' }));
  });
});
