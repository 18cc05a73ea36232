/**
 * GET /order/waybills/list by status, every page (500 a page, the server's maximum): the server scopes it to the
 * caller — a delivery provider or driver gets only the orders assigned to its resource, a servicer its company's.
 */
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import type { OrderStatus } from '@/domain/order-status';
import { apiGet } from '@/lib/api-client';

const PER_PAGE = 500;
/** a field device keeps at most this many pages (enough for a warehouse's working set) */
const MAX_PAGES = 8;

/** What a card needs of an order (the list row, plus the appointment once known). */
export type FieldOrderData = Pick<
  WaybillRow,
  'id' | 'order_no' | 'status' | 'end_contact' | 'end_tel' | 'end_province' | 'end_city' | 'end_district' | 'end_address' | 'limitation_status_code' | 'package' | 'products' | 'consignor_name'
> & { appoint_at?: string | null };

export async function fetchOrdersByStatus(statuses: readonly OrderStatus[]): Promise<FieldOrderData[]> {
  const out: FieldOrderData[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await apiGet<{ list: (WaybillRow & { appoint_at?: string | null })[]; total: number }>(
      '/order/waybills/list',
      { status: statuses.join(','), page, per_page: PER_PAGE, sort: 'created_at desc' },
      { silent: true },
    );
    for (const r of data?.list ?? []) out.push(toFieldOrder(r));
    if (!data || data.list.length < PER_PAGE || out.length >= data.total) break;
  }
  return out;
}

export function toFieldOrder(r: FieldOrderData): FieldOrderData {
  return {
    id: r.id,
    order_no: r.order_no,
    status: r.status,
    end_contact: r.end_contact,
    end_tel: r.end_tel,
    end_province: r.end_province,
    end_city: r.end_city,
    end_district: r.end_district,
    end_address: r.end_address,
    limitation_status_code: r.limitation_status_code,
    package: r.package,
    products: r.products,
    consignor_name: r.consignor_name,
    appoint_at: r.appoint_at ?? null,
  };
}
