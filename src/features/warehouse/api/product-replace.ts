/**
 * 产品替换: the order whose product is swapped (GET /order/orders/:no, its product lines) and
 * POST /warehouse/product-replace with an Idempotency-Key (a retry after a lost answer swaps nothing twice).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductReplaceAnswer, ProductReplaceBody } from '@/domain/warehouse/api-product-replace';
import { apiGet, apiPost } from '@/lib/api-client';

export interface ReplaceOrderLine {
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  package: number;
}

export interface ReplaceOrder {
  id: number;
  order_no: string;
  status: string;
  consignor_resource_id: number | null;
  warehouse_id: number | null;
  products: ReplaceOrderLine[];
}

export const replaceOrderQuery = (no: string) =>
  queryOptions({
    queryKey: ['warehouse', 'replace-order', no],
    queryFn: () => apiGet<ReplaceOrder>(`/order/orders/${encodeURIComponent(no)}`, undefined, { silent: true }),
    enabled: /^\d{6,32}$/.test(no),
    retry: false,
  });

export const useReplaceOrder = (no: string) => useQuery(replaceOrderQuery(no));

export function useReplaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ProductReplaceBody; idempotencyKey: string }) =>
      apiPost<ProductReplaceAnswer>('/warehouse/product-replace', body, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['warehouse', 'replace-order', answer.order_no] });
      void queryClient.invalidateQueries({ queryKey: ['warehouse'] });
    },
  });
}
