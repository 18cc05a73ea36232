/** GET /order/orders/{order no}: a scanned number not downloaded is looked up on the server while online. */
import type { OrderDetail } from '@/domain/order-detail';
import { apiGet, ApiError } from '@/lib/api-client';
import type { FieldOrderData } from './download-field-orders';

/** The order as a field row, or null when the server does not know it in the caller's scope. */
export async function lookupFieldOrder(orderNo: string): Promise<FieldOrderData | null> {
  try {
    const d = await apiGet<OrderDetail>(`/order/orders/${encodeURIComponent(orderNo)}`, undefined, { silent: true });
    if (!d) return null;
    return {
      id: d.id,
      order_no: d.order_no,
      status: d.status,
      end_contact: d.end_contact,
      end_tel: d.end_tel,
      end_province: d.end_province,
      end_city: d.end_city,
      end_district: d.end_district,
      end_address: d.end_address,
      limitation_status_code: d.limitation_status_code,
      package: d.package,
      products: d.products.map((p) => ({ name: p.name, code: p.code, quantity: p.quantity })),
      consignor_name: d.consignor_name,
      appoint_at: d.appoint_at,
    };
  } catch (e) {
    if (e instanceof ApiError && (e.httpStatus === 404 || e.httpStatus === 400)) return null;
    throw e;
  }
}
