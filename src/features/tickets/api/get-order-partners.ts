/**
 * The order's partners as the ticket form shows them (spec §7 Tickets and orders):
 *   GET /user/resource_binding/main_user_id/bindings?target_account_type=servicer → the servicer I work with;
 *   GET /user/resource_binding/get_supply_chain_role_title/{mainUserId} → its titles (the consignor called 商家 or 供应商);
 *   GET /user/contract/partner-contacts?resource_ids={consignorResourceId},{deliveryResourceId} → their contacts;
 *   GET /order/orders/check_receivable_write_off_order/{orderNo} → the order's income and whether it is written off.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

const SILENT = { silent: true } as const;

export interface ServicerBinding {
  company_id: number;
  name: string;
  main_user_id: number | null;
  target_account_type: 'servicer';
}
export interface RoleTitle {
  main_user_id: number;
  main_type: string;
  title: string;
  consignor_title: string;
  use_supplier: boolean;
}
export interface PartnerContact {
  resource_id: number;
  name: string;
  phone: string;
  object_type: string;
}
export interface ReceivableWriteOff {
  order_id: number;
  order_no: string;
  income_cents: number;
  is_settled: boolean;
  can_write_off: boolean;
}

export const getServicerBindings = () =>
  apiGet<{ list: ServicerBinding[] }>('/user/resource_binding/main_user_id/bindings', { target_account_type: 'servicer' }, SILENT).then((d) => d.list);
export const getRoleTitle = (mainUserId: number) => apiGet<RoleTitle>(`/user/resource_binding/get_supply_chain_role_title/${mainUserId}`, undefined, SILENT);
export const getPartnerContacts = (resourceIds: readonly number[]) =>
  apiGet<{ list: PartnerContact[] }>('/user/contract/partner-contacts', { resource_ids: resourceIds.join(',') }, SILENT).then((d) => d.list);
export const checkReceivableWriteOff = (orderNo: string) =>
  apiGet<ReceivableWriteOff>(`/order/orders/check_receivable_write_off_order/${encodeURIComponent(orderNo)}`, undefined, SILENT);

const STALE = 5 * 60_000;

/** The servicer I work with (first binding) and its role titles; undefined while unknown. */
export function useServicerTitle() {
  const bindings = useQuery({ queryKey: [...ticketKeys.all, 'servicer-bindings'], queryFn: getServicerBindings, staleTime: STALE });
  const servicer = bindings.data?.[0];
  const mainUserId = servicer?.main_user_id ?? null;
  const title = useQuery({
    queryKey: [...ticketKeys.all, 'role-title', mainUserId ?? 0],
    queryFn: () => getRoleTitle(mainUserId!),
    enabled: mainUserId != null,
    staleTime: STALE,
  });
  return { servicer, title: title.data };
}

/** The contacts of the given resources (the order's consignor and delivery provider), [] without any. */
export function usePartnerContacts(resourceIds: readonly number[]) {
  const ids = [...new Set(resourceIds)];
  const query = useQuery({
    queryKey: [...ticketKeys.all, 'partner-contacts', ids.join(',')],
    queryFn: () => getPartnerContacts(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return query.data ?? [];
}

/** The order's receivable state; undefined without an order number or when fee display is off (403). */
export function useReceivableWriteOff(orderNo: string | null | undefined) {
  const no = orderNo?.trim() ?? '';
  return useQuery({
    queryKey: [...ticketKeys.all, 'receivable-write-off', no],
    queryFn: () => checkReceivableWriteOff(no),
    enabled: no !== '',
    staleTime: 30_000,
    retry: false,
  }).data;
}
