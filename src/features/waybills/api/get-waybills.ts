/** GET /order/waybills/list (data.list + data.total): the data table fetches it by url with the screen's filters. */
import type { WaybillAllSearch } from '@/app/routes/search-schemas';

export const WAYBILLS_LIST_URL = '/order/waybills/list';

/** The filter part of the URL search, as request params (empty ones are dropped by the api client). */
export function waybillListParams(s: WaybillAllSearch): Record<string, unknown> {
  return {
    nos: s.nos,
    end_tel: s.end_tel,
    union_end_contact: s.union_end_contact,
    status: s.status,
    created_from: s.created_from,
    created_to: s.created_to,
    end_area_code: s.end_area_code,
    consignor_resource_id: s.consignor_resource_id,
    store_resource_id: s.store_resource_id,
  };
}
