/** The create forms' product search, as order entry searches it (owners use the resources' shared consignor picker). */
import { apiGet } from '@/lib/api-client';

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  package: number;
}

/** GET /user/product/getAllProduct filtered by name as typed */
export function searchProducts(name: string): Promise<ProductRow[]> {
  return apiGet<{ list: ProductRow[] }>('/user/product/getAllProduct', { order_business_code: 'E-COMMERCE', name }, { silent: true }).then((d) => (d?.list ?? []).slice(0, 50));
}
