/** The create forms' remote searches: consignors (the goods' owners) and products, as order entry searches them. */
import { apiGet } from '@/lib/api-client';

export interface ConsignorRow {
  id: number;
  name: string;
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  package: number;
}

/** GET <listUrl> (the edition's owner list: consignors, or suppliers for the delivery type; page 1, 10 per page, name search) */
export function searchConsignors(listUrl: string, name: string): Promise<ConsignorRow[]> {
  return apiGet<{ list: ConsignorRow[] }>(listUrl, { page: 1, per_page: 10, name }, { silent: true }).then((d) => d?.list ?? []);
}

/** GET /user/product/getAllProduct filtered by name as typed */
export function searchProducts(name: string): Promise<ProductRow[]> {
  return apiGet<{ list: ProductRow[] }>('/user/product/getAllProduct', { order_business_code: 'E-COMMERCE', name }, { silent: true }).then((d) => (d?.list ?? []).slice(0, 50));
}
