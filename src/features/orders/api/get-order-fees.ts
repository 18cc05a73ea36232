/**
 * GET /order/orders/{id or order no}/fees: the order's fee rows (income / outlay, finance-completed tickets'
 * included) with exact totals in cents — asked only when fee display is on for the user (spec §6: a fee-show
 * code among the element / operation codes of the user's menus; the server refuses the others).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canShowFees, type FeeDirection } from '@/domain/tickets/fees';
import { apiGet } from '@/lib/api-client';
import { menuQuery } from '@/lib/session/queries';
import { useVariant } from '@/lib/variant';
import { orderKeys } from './get-order';

export interface OrderFeeLine {
  id: number;
  direction: FeeDirection;
  code: string;
  code_name: string;
  amount_cents: number;
  amount: string;
  settle_target_type: string;
  settle_target_id: string;
  settle_target_name: string;
  settlement_method_code: string;
  settlement_method_name: string;
  source_ticket_id: number | null;
  created_at: string;
}

export interface OrderFees {
  order_id: number;
  order_no: string;
  list: OrderFeeLine[];
  totals: Record<FeeDirection, number>;
}

export const orderFeesKey = (key: string) => [...orderKeys.detail(key), 'fees'] as const;

export function getOrderFees(key: string): Promise<OrderFees> {
  return apiGet<OrderFees>(`/order/orders/${encodeURIComponent(key)}/fees`, undefined, { silent: true });
}

export const orderFeesQuery = (key: string) => queryOptions({ queryKey: orderFeesKey(key), queryFn: () => getOrderFees(key), staleTime: 10_000 });

/** Whether the signed-in user's menus carry a fee-show code; undefined while the menus load. */
export function useFeeDisplay(): boolean | undefined {
  const variant = useVariant();
  const menu = useQuery(menuQuery(variant.appCode));
  if (!menu.data) return undefined;
  return canShowFees(menu.data.flatMap((m) => [...(m.menu_element_list ?? []), ...(m.menu_opration_list ?? [])].map((c) => c.code)));
}

export function useOrderFees(key: string, enabled: boolean) {
  return useQuery({ ...orderFeesQuery(key), enabled });
}
