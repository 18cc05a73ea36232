/**
 * GET /user/product/getAllProduct (with its filters), GET /user/product-categories/cascader-data (data.children,
 * max level 2, default parent PC001) and POST /user/product/add (id, code, category_path, category_path_code).
 */
import { apiGet, apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export const DEFAULT_PARENT_CODE = 'PC001';
export const CATEGORY_MAX_LEVEL = 2;

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  package: number;
  category_path: string;
  category_path_code: string;
  lv1_category_code: string;
  lv2_category_code: string;
  inventory: number | null;
}

export interface ProductListParams {
  object_type?: string;
  servicer_id?: number;
  object_id?: number;
  resource_id?: number;
  services_pkg_code?: string;
  order_business_code?: string;
  check_inventory?: boolean;
  filter_zero_inventory?: boolean;
}

export interface CategoryNode {
  value: string;
  label: string;
  level: number;
  children?: CategoryNode[];
}

const flag = (v: boolean | undefined) => (v ? 1 : undefined);

export function getAllProducts(params: ProductListParams): Promise<{ list: ProductRow[]; total: number }> {
  return apiGet(
    '/user/product/getAllProduct',
    {
      ...params,
      order_business_code: params.order_business_code ?? 'E-COMMERCE',
      check_inventory: flag(params.check_inventory),
      filter_zero_inventory: flag(params.filter_zero_inventory),
    },
    SILENT,
  );
}

export async function getCategoryCascade(parentCode = DEFAULT_PARENT_CODE): Promise<CategoryNode[]> {
  const data = await apiGet<{ children: CategoryNode[] }>('/user/product-categories/cascader-data', { parent_code: parentCode, max_level: CATEGORY_MAX_LEVEL }, SILENT);
  return data.children ?? [];
}

export interface ProductAddBody {
  name: string;
  package: number;
  category_code: string;
}

export function addProduct(body: ProductAddBody): Promise<ProductRow> {
  return apiPost<ProductRow>('/user/product/add', body, SILENT);
}
