/** The waybill and order lists title the merchant's column in the company's edition's words (src/domain/editions.ts). */
import { describe, expect, it } from 'vitest';
import { EDITION, editionProfile, type EditionUserType } from '@/domain/editions';
import { orderColumns } from '@/features/orders/components/order-columns';
import { waybillColumns, waybillTabs } from './waybill-tabs';

const titleOf = (columns: { key: string; title: string }[], key: string) => columns.find((c) => c.key === key)?.title;

describe('the merchant column follows the edition', () => {
  const cases: [number, EditionUserType, string, string][] = [
    [EDITION.DEFAULT, 'servicer', '商家', 'Merchant'],
    [EDITION.HOME, 'servicer', '商家', 'Merchant'],
    [EDITION.WAREHOUSE | EDITION.ECOMMERCE, 'servicer', '商家', 'Merchant'],
    [EDITION.STORE, 'servicer', '店铺', 'Store'],
    [EDITION.STORE | EDITION.HOME, 'consignor', '店铺', 'Store'],
    [EDITION.DEFAULT, 'delivery', '供应商', 'Supplier'],
    [EDITION.STORE, 'delivery', '供应商', 'Supplier'],
  ];
  it.each(cases)('flags %i for a %s: %s / %s', (flags, type, zh, en) => {
    const profile = editionProfile(flags, type);
    expect(titleOf(waybillColumns('zh', undefined, profile), 'consignor_name')).toBe(zh);
    expect(titleOf(waybillColumns('en', undefined, profile), 'consignor_name')).toBe(en);
    expect(titleOf(orderColumns('zh', '/bang/order', [], profile), 'consignor_name')).toBe(zh);
    for (const tab of waybillTabs('zh', (k) => k, '/x', profile)) {
      if (tab.columns?.some((c) => c.key === 'consignor_name')) expect(titleOf(tab.columns, 'consignor_name')).toBe(zh);
    }
    // the other columns keep their titles
    expect(titleOf(waybillColumns('zh', undefined, profile), 'end_contact')).toBe('收货人');
  });

  it('without a profile keeps the column set’s own title', () => {
    expect(titleOf(waybillColumns('zh'), 'consignor_name')).toBe('发货方');
  });
});
