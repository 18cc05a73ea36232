/** GET /ms-fahuobao-order/FhbOrder/getProductInfo {code}: the company's product of a typed or scanned code. */
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export interface ProductInfo {
  id: number;
  name: string;
  code: string;
  package: number;
  disabled: boolean;
}

export const productInfoQuery = (code: string) => ({
  queryKey: ['order-entry', 'product-info', code] as const,
  queryFn: () => apiGet<ProductInfo>('/ms-fahuobao-order/FhbOrder/getProductInfo', { code }, SILENT),
  staleTime: 60_000,
});
