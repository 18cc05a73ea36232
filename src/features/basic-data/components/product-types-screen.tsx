/**
 * Product types (/saas/basic/productType/index): two levels under the virtual root PC001 that the product picker's
 * cascade starts from; a type with products or sub-types cannot be deleted (the server says so).
 */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { ROOT_CATEGORY_CODE, productCategoryBody } from '@/domain/basic-data/products';
import {
  PRODUCT_CATEGORY_LIST_URL,
  categoryKeys,
  createProductCategory,
  deleteProductCategory,
  parentCategoryOptionsQuery,
  updateProductCategory,
} from '../api/product-categories';
import type { ProductCategoryRow } from '../api/types';
import { KEYWORD_FILTER, createdAt } from './shared-fields';

const k = (key: string) => `basicData.productTypes.${key}`;

export const productTypesConfig: EntityScreenConfig<ProductCategoryRow> = {
  testId: 'product-types',
  titleKey: k('title'),
  path: '/saas/basic/productType/index',
  rowId: (r) => r.id,
  list: {
    url: PRODUCT_CATEGORY_LIST_URL,
    columns: (t) => [
      { key: 'code', title: t(k('code')), width: 120, value: (r) => r.code },
      { key: 'name', title: t(k('name')), width: 180, value: (r) => (r.level === 2 ? `└ ${r.name}` : r.name) },
      { key: 'level', title: t(k('level')), width: 80, value: (r) => t(k(r.level === 1 ? 'level1' : 'level2')) },
      { key: 'parent_name', title: t(k('parent')), width: 140, value: (r) => r.parent_name || '—' },
      { key: 'sort', title: t(k('sort')), width: 70, value: (r) => r.sort },
      { key: 'product_count', title: t(k('products')), width: 90, value: (r) => r.product_count },
      { key: 'created_at', title: t('basicData.createdAt'), width: 160, value: (r) => createdAt(r.created_at) },
    ],
    filters: [KEYWORD_FILTER, { key: 'parent_code', labelKey: k('parent'), kind: 'select', optionsQuery: parentCategoryOptionsQuery }],
    invalidate: [categoryKeys.all, ['product-categories']],
  },
  form: {
    fields: [
      { key: 'parent_code', labelKey: k('parent'), kind: 'select', optionsQuery: parentCategoryOptionsQuery, readOnlyOnEdit: true, helpKey: k('parentHelp') },
      { key: 'code', labelKey: k('code'), kind: 'text', required: true, max: 20 },
      { key: 'name', labelKey: k('name'), kind: 'text', required: true, max: 30 },
      { key: 'sort', labelKey: k('sort'), kind: 'number', min: 0, max: 9999 },
    ],
    schema: productCategoryBody,
    initial: (r) => ({ parent_code: r && r.parent_code !== ROOT_CATEGORY_CODE ? r.parent_code : '', code: r?.code ?? '', name: r?.name ?? '', sort: r?.sort ?? 0 }),
    create: createProductCategory,
    update: updateProductCategory,
    addTitleKey: k('add'),
    editTitleKey: k('edit'),
  },
  remove: { remove: deleteProductCategory, can: (r) => r.product_count === 0 && r.children_count === 0 },
};

export function ProductTypesScreen() {
  return <EntityListScreen config={productTypesConfig} />;
}
