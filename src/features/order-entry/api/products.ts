/** GET /user/product/getAllProduct: the products an order line may carry (filtered by name as typed). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ProductRow } from './types';

export function searchProducts(params: { name?: string; services_pkg_code?: string }): Promise<{ list: ProductRow[]; total: number }> {
  return apiGet('/user/product/getAllProduct', { order_business_code: 'E-COMMERCE', ...params }, SILENT);
}
