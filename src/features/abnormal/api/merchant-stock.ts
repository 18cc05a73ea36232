/**
 * What a replenishment from stock may send: the order merchant's available stock in a warehouse (GET
 * /warehouse/balances?warehouse_id&owner_id&only_available=1), summed per product over locations and cartons. Only
 * the merchant's own goods are offered — the server refuses to ship anything else (abStockShort).
 */
import { useQuery } from '@tanstack/react-query';
import { balanceRow } from '@/domain/warehouse/api';
import { apiGet } from '@/lib/api-client';
import { z } from 'zod';
import { parseAnswer, SILENT } from './parse';

export interface MerchantStock {
  product_id: number;
  product_code: string;
  product_name: string;
  available: number;
}

const balances = z.object({ list: z.array(balanceRow.passthrough()), total: z.number().int() });

/** rows of one owner, summed per product (in the answer's order) */
export function stockByProduct(rows: readonly { product_id: number; product_code: string; product_name: string; available: number }[]): MerchantStock[] {
  const out = new Map<number, MerchantStock>();
  for (const r of rows) {
    const had = out.get(r.product_id);
    if (had) had.available += r.available;
    else out.set(r.product_id, { product_id: r.product_id, product_code: r.product_code, product_name: r.product_name, available: r.available });
  }
  return [...out.values()].filter((p) => p.available > 0);
}

export function useMerchantStock(warehouseId: number | undefined, ownerId: number) {
  return useQuery({
    queryKey: ['abnormal', 'merchant-stock', warehouseId ?? 0, ownerId],
    enabled: !!warehouseId,
    staleTime: 10_000,
    queryFn: async () => {
      const data = await apiGet<unknown>('/warehouse/balances', { warehouse_id: warehouseId, owner_id: ownerId, only_available: '1', page: 1, per_page: 500 }, SILENT);
      return stockByProduct(parseAnswer(balances, data, 'GET /warehouse/balances').list);
    },
  });
}
