/** /user/basic/product-categories: list url, create, update, delete; level-1 types as parent options. */
import { queryOptions } from '@tanstack/react-query';
import type { EntityOption } from '@/components/ui/entity-screen/types';
import type { TreeNode } from '@/components/ui/tree-select/tree';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { SILENT, type ProductCategoryRow } from './types';

export const PRODUCT_CATEGORY_LIST_URL = '/user/basic/product-categories';
export const categoryKeys = { all: ['basic-data', 'product-categories'] as readonly unknown[] };

export const createProductCategory = (values: object) => apiPost<ProductCategoryRow>(PRODUCT_CATEGORY_LIST_URL, values, SILENT);
export const updateProductCategory = (id: string, values: object) => apiPut<ProductCategoryRow>(`${PRODUCT_CATEGORY_LIST_URL}/${id}`, values, SILENT);
export const deleteProductCategory = (id: string) => apiDelete<{ id: number }>(`${PRODUCT_CATEGORY_LIST_URL}/${id}`, undefined, SILENT);

const allCategories = () => apiGet<{ list: ProductCategoryRow[] }>(PRODUCT_CATEGORY_LIST_URL, { page: 1, per_page: 500 }).then((d) => d.list);

/** the level-1 types: a new type goes under one of them or at the top (PC001) */
export const parentCategoryOptionsQuery = queryOptions({
  queryKey: [...categoryKeys.all, 'parents'] as readonly unknown[],
  queryFn: async (): Promise<EntityOption[]> =>
    (await allCategories()).filter((c) => c.level === 1).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
});

/** the two-level tree a product's type is chosen from */
export const categoryTreeQuery = queryOptions({
  queryKey: [...categoryKeys.all, 'tree'] as readonly unknown[],
  queryFn: async (): Promise<TreeNode[]> => {
    const rows = await allCategories();
    return rows
      .filter((c) => c.level === 1)
      .map((p) => {
        const children = rows.filter((c) => c.parent_code === p.code).map((c) => ({ value: c.code, label: c.name }));
        return { value: p.code, label: p.name, ...(children.length ? { children } : {}) };
      });
  },
});
