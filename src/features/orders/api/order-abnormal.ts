/**
 * The open abnormal records of one order (GET /abnormal/records?order_id&open=1, the abnormal list API), for the order
 * detail. Keyed under the abnormal record lists, so a record written anywhere (registered, ended…) refetches it.
 */
import { useQuery } from '@tanstack/react-query';
import { recordList, type RecordSummary } from '@/domain/abnormal/api';
import { apiGet } from '@/lib/api-client';

const RECORDS_URL = '/abnormal/records';
/** an order rarely has more than a couple open at once; more than this many are reached from the abnormal lists */
export const ORDER_RECORDS_MAX = 20;

export const orderAbnormalKey = (orderId: number) => ['data-table', RECORDS_URL, 'order', orderId] as const;

async function fetchOrderRecords(orderId: number): Promise<RecordSummary[]> {
  const data = await apiGet<unknown>(RECORDS_URL, { order_id: orderId, open: '1', per_page: ORDER_RECORDS_MAX }, { silent: true });
  const parsed = recordList.safeParse(data);
  if (!parsed.success) throw new Error(`orders: unexpected answer of GET ${RECORDS_URL}: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  return parsed.data.list;
}

/** `enabled`: only for users with an abnormal area (others would get 403) */
export function useOrderAbnormalRecords(orderId: number, enabled: boolean) {
  return useQuery({ queryKey: orderAbnormalKey(orderId), queryFn: () => fetchOrderRecords(orderId), enabled, staleTime: 5_000 });
}
