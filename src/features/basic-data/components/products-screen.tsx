/** Products (/saas/basic/product/index): code (generated), pno, name, package count and product type. */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { productBody, unitsToDecimal } from '@/domain/basic-data/products';
import { categoryTreeQuery } from '../api/product-categories';
import { PRODUCT_LIST_URL, createProduct, setProductEnabled, updateProduct } from '../api/products';
import type { ProductRow } from '../api/types';
import { KEYWORD_FILTER, STATUS_FILTER, createdAt } from './shared-fields';

const k = (key: string) => `basicData.products.${key}`;

export const productsConfig: EntityScreenConfig<ProductRow> = {
  testId: 'products',
  titleKey: k('title'),
  path: '/saas/basic/product/index',
  rowId: (r) => r.id,
  list: {
    url: PRODUCT_LIST_URL,
    columns: (t) => [
      { key: 'code', title: t(k('code')), width: 110, value: (r) => r.code },
      { key: 'pno', title: t(k('pno')), width: 140, value: (r) => r.pno },
      { key: 'name', title: t(k('name')), width: 200, value: (r) => r.name },
      { key: 'package', title: t(k('package')), width: 80, value: (r) => r.package, align: 'end' },
      { key: 'weight', title: t(k('weightKg')), width: 100, value: (r) => (r.weight_g ? unitsToDecimal(r.weight_g, 3) : '—'), align: 'end' },
      { key: 'volume', title: t(k('volumeM3')), width: 100, value: (r) => (r.volume_cm3 ? unitsToDecimal(r.volume_cm3 / 100, 4) : '—'), align: 'end' },
      { key: 'category_path', title: t(k('category')), width: 180, value: (r) => r.category_path },
      { key: 'created_at', title: t('basicData.createdAt'), width: 160, value: (r) => createdAt(r.created_at) },
    ],
    filters: [KEYWORD_FILTER, { key: 'category_code', labelKey: k('category'), kind: 'tree', treeQuery: categoryTreeQuery }, STATUS_FILTER],
    invalidate: [['products']],
  },
  form: {
    fields: [
      { key: 'category_code', labelKey: k('category'), kind: 'tree', treeQuery: categoryTreeQuery, required: true },
      { key: 'name', labelKey: k('name'), kind: 'text', required: true, max: 50 },
      { key: 'pno', labelKey: k('pno'), kind: 'text', max: 100, helpKey: k('pnoHelp') },
      { key: 'package', labelKey: k('package'), kind: 'number', required: true, min: 1, max: 9999 },
      { key: 'weight_kg', labelKey: k('weightKg'), kind: 'decimal', min: 0, max: 100000, helpKey: k('weightHelp') },
      { key: 'volume_m3', labelKey: k('volumeM3'), kind: 'decimal', min: 0, max: 1000, helpKey: k('volumeHelp') },
    ],
    schema: productBody,
    initial: (r) => ({
      category_code: r?.category_code ?? '',
      name: r?.name ?? '',
      pno: r?.pno ?? '',
      package: r?.package ?? 1,
      weight_kg: r?.weight_g ? unitsToDecimal(r.weight_g, 3) : '',
      volume_m3: r?.volume_cm3 ? unitsToDecimal(r.volume_cm3 / 100, 4) : '',
    }),
    create: createProduct,
    update: updateProduct,
    addTitleKey: k('add'),
    editTitleKey: k('edit'),
  },
  toggle: { isOn: (r) => r.status === 1, set: setProductEnabled },
};

export function ProductsScreen() {
  return <EntityListScreen config={productsConfig} />;
}
