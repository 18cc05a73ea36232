/**
 * Where the signed-in user opens an order: its detail lives under the prefix of the user's own order menu
 * (/bang/order for a servicer, /da/order for a merchant, /saas/order for the field…), and a link to another
 * prefix answers 404 for that user. Screens outside the order feature (tickets, transit, abnormal) link through this.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MenuItem } from '@/domain/auth';
import { useVariant } from '../variant';
import { menuQuery } from './queries';

const ORDER_DETAIL_PREFIXES = ['/bang/order', '/da/order', '/da-shop/order', '/saas/order'] as const;

/** the order detail path for these menus (the first order prefix whose detail route the menus hold) */
export function orderDetailPathIn(menu: readonly Pick<MenuItem, 'path'>[] | undefined, idOrNo: number | string): string {
  const paths = new Set((menu ?? []).map((m) => m.path));
  const prefix = ORDER_DETAIL_PREFIXES.find((p) => paths.has(`${p}/detail/:id`)) ?? '/saas/order';
  return `${prefix}/detail/${idOrNo}`;
}

export function useOrderDetailPath(): (idOrNo: number | string) => string {
  const variant = useVariant();
  const menu = useQuery(menuQuery(variant.appCode));
  return useCallback((idOrNo: number | string) => orderDetailPathIn(menu.data, idOrNo), [menu.data]);
}
