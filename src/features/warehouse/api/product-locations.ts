/**
 * GET /order/inventory_operation/get_locations_by_product_id {product_id} → data.list: the locations holding a
 * product with the quantity there (spec §7), for the product picker's "stocked at" choices.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface ProductLocation {
  location_id: number;
  location_name: string;
  location_code: string;
  warehouse_id: number;
  warehouse_name: string;
  qty: number;
}

export const getProductLocations = (productId: number) =>
  apiGet<{ list: ProductLocation[] }>('/order/inventory_operation/get_locations_by_product_id', { product_id: productId }, { silent: true }).then((d) => d?.list ?? []);

/** The product's locations, [] without a product or while loading. */
export function useProductLocations(productId: number | null) {
  return useQuery({
    queryKey: ['warehouse', 'product-locations', productId ?? 0],
    queryFn: () => getProductLocations(productId!),
    enabled: productId != null && productId > 0,
    staleTime: 15_000,
  });
}
