import { describe, expect, it } from 'vitest';
import {
  MERCHANT_KEYS,
  partyTitle,
  EDITION,
  EDITION_ALL,
  editionFlags,
  editionNames,
  editionProfile,
  hasEdition,
  isValidEditionFlags,
  merchantLabel,
  merchantOwnerListUrl,
  merchantPickerSource,
  merchantSearchPlaceholder,
  searchPlaceholder,
} from './editions';

describe('edition flags', () => {
  it('are the bits 1, 2, 4, 8, 16 checked by bitmask', () => {
    expect(Object.values(EDITION)).toEqual([1, 2, 4, 8, 16]);
    expect(EDITION_ALL).toBe(31);
    expect(hasEdition(2 | 8, EDITION.STORE)).toBe(true);
    expect(hasEdition(2 | 8, EDITION.WAREHOUSE)).toBe(true);
    expect(hasEdition(2 | 8, EDITION.HOME)).toBe(false);
    expect(hasEdition(2 | 8, EDITION.DEFAULT)).toBe(false);
  });

  it('validates a stored value: a positive integer within the five bits', () => {
    for (const ok of [1, 2, 3, 16, 31]) expect(isValidEditionFlags(ok), String(ok)).toBe(true);
    for (const bad of [0, -1, 32, 33, 1.5, Number.NaN]) expect(isValidEditionFlags(bad), String(bad)).toBe(false);
  });

  it('names and flags round-trip; nothing set reads as DEFAULT', () => {
    expect(editionNames(18)).toEqual(['STORE', 'ECOMMERCE']);
    expect(editionFlags(['STORE', 'ECOMMERCE'])).toBe(18);
    expect(editionNames(64)).toEqual(['DEFAULT']);
    expect(editionFlags([])).toBe(1);
  });
});

describe('what each edition changes', () => {
  it('DEFAULT: the spec placeholder, the merchant is a consignor (商家), the picker lists consignors', () => {
    const p = editionProfile(EDITION.DEFAULT, 'servicer');
    expect(searchPlaceholder(p, 'zh')).toBe('收件人/电话、订单号');
    expect(merchantLabel(p, 'zh')).toBe('商家');
    expect(merchantSearchPlaceholder(p, 'zh')).toBe('商家名称');
    expect(p).toMatchObject({ merchantEndpoint: 'consignor', consignorPickerLists: 'consignors' });
  });

  it('STORE: the merchant is a store (店铺) and the customer is searched; a consignor account picks among stores', () => {
    const servicer = editionProfile(EDITION.STORE, 'servicer');
    expect(merchantLabel(servicer, 'zh')).toBe('店铺');
    expect(merchantSearchPlaceholder(servicer, 'en')).toBe('Store name');
    expect(searchPlaceholder(servicer, 'zh')).toBe('顾客/电话、订单号');
    // the type-flag pair: only a consignor with the STORE bit lists stores
    expect(servicer.consignorPickerLists).toBe('consignors');
    expect(editionProfile(EDITION.STORE, 'consignor').consignorPickerLists).toBe('stores');
    expect(editionProfile(EDITION.DEFAULT, 'consignor').consignorPickerLists).toBe('consignors');
  });

  it('HOME, WAREHOUSE, ECOMMERCE: their own placeholder words; the merchant stays a consignor', () => {
    expect(searchPlaceholder(editionProfile(EDITION.HOME, 'servicer'), 'zh')).toBe('业主/电话、订单号');
    expect(searchPlaceholder(editionProfile(EDITION.WAREHOUSE, 'servicer'), 'zh')).toBe('收货人/电话、运单号');
    expect(searchPlaceholder(editionProfile(EDITION.ECOMMERCE, 'servicer'), 'en')).toBe('Buyer/phone, order no.');
    for (const bit of [EDITION.HOME, EDITION.WAREHOUSE, EDITION.ECOMMERCE]) expect(editionProfile(bit, 'servicer').merchantNoun).toBe('consignor');
  });

  it('several bits: STORE words win over HOME, ECOMMERCE over WAREHOUSE', () => {
    expect(editionProfile(EDITION.HOME | EDITION.STORE, 'servicer').searchWords).toBe('STORE');
    expect(editionProfile(EDITION.WAREHOUSE | EDITION.ECOMMERCE, 'servicer').searchWords).toBe('ECOMMERCE');
  });

  it('the delivery user type calls the consignor a supplier and uses the supplier endpoints, in every edition', () => {
    for (const flags of [1, 2, 4, 8, 16, 31]) {
      const p = editionProfile(flags, 'delivery');
      expect(p.merchantEndpoint).toBe('supplier');
      expect(merchantLabel(p, 'zh')).toBe('供应商');
      expect(p.consignorPickerLists).toBe('consignors');
    }
  });
});

describe('party titles', () => {
  it('name the merchant keys in the edition’s words and leave the other titles alone', () => {
    const store = editionProfile(EDITION.STORE, 'servicer');
    expect(partyTitle('consignor_name', '发货方', store, 'zh')).toBe('店铺');
    expect(partyTitle('consignor', '商家', editionProfile(EDITION.DEFAULT, 'delivery'), 'zh')).toBe('供应商');
    expect(partyTitle('consignor_resource_id', 'Merchant', editionProfile(EDITION.HOME, 'consignor'), 'en')).toBe('Merchant');
    expect(partyTitle('end_contact', '收货人', store, 'zh')).toBe('收货人');
    expect([...MERCHANT_KEYS].every((k) => partyTitle(k, 'x', store, 'en') === 'Store')).toBe(true);
  });
});

describe('the consignor picker rule (one place for every picker)', () => {
  const types = ['servicer', 'consignor', 'delivery'] as const;
  const bits = [EDITION.DEFAULT, EDITION.STORE, EDITION.HOME, EDITION.WAREHOUSE, EDITION.ECOMMERCE, EDITION.STORE | EDITION.HOME];

  it('lists stores only for the pair consignor + STORE (its own, by its user id), filtering the store field', () => {
    for (const flags of bits)
      for (const type of types) {
        const src = merchantPickerSource(editionProfile(flags, type), 42);
        const stores = type === 'consignor' && hasEdition(flags, EDITION.STORE);
        expect(src.kind === 'stores', `${flags}/${type}`).toBe(stores);
        expect(src.filterKey, `${flags}/${type}`).toBe(stores ? 'store_resource_id' : 'consignor_resource_id');
        if (stores) expect(src.listUrl).toBe('/user/resource_binding/get_stores_by_consignor_user_id/42');
      }
    // without the account's user id (not loaded yet) the plain store list
    expect(merchantPickerSource(editionProfile(EDITION.STORE, 'consignor')).listUrl).toBe('/user/resource_binding/store/list');
  });

  it('the delivery type lists suppliers from the supplier endpoint in every edition; the others consignors', () => {
    for (const flags of bits) {
      expect(merchantPickerSource(editionProfile(flags, 'delivery'), 42)).toEqual({
        kind: 'suppliers',
        listUrl: '/user/resource_binding/supplier/list',
        filterKey: 'consignor_resource_id',
      });
      expect(merchantPickerSource(editionProfile(flags, 'servicer'), 42)).toEqual({
        kind: 'consignors',
        listUrl: '/user/resource_binding/consignor/list',
        filterKey: 'consignor_resource_id',
      });
    }
  });

  it('a picker whose value must be a consignor (owner, data role) never lists stores', () => {
    expect(merchantOwnerListUrl(editionProfile(EDITION.STORE, 'consignor'))).toBe('/user/resource_binding/consignor/list');
    expect(merchantOwnerListUrl(editionProfile(EDITION.STORE, 'delivery'))).toBe('/user/resource_binding/supplier/list');
    expect(merchantOwnerListUrl(editionProfile(EDITION.HOME, 'servicer'))).toBe('/user/resource_binding/consignor/list');
  });

  it('the label follows the same profile: 店铺 for the STORE pair, 供应商 for delivery, 商家 otherwise', () => {
    expect(merchantLabel(editionProfile(EDITION.STORE, 'consignor'), 'zh')).toBe('店铺');
    expect(merchantLabel(editionProfile(EDITION.WAREHOUSE, 'delivery'), 'zh')).toBe('供应商');
    expect(merchantLabel(editionProfile(EDITION.ECOMMERCE, 'consignor'), 'zh')).toBe('商家');
  });
});
