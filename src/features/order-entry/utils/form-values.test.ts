import { describe, expect, it } from 'vitest';
import { emptyLine, emptyValues, packageTotal, withProduct, rawPayload, requiredFields, shownFields, validateForm, valuesFromOrder, type OrderFormValues } from './form-values';
import type { OrderDetail } from '@/domain/order-detail';

const filled = (patch: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...emptyValues(),
  consignor_resource_id: '7',
  consignor_name: '示例商贸',
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: '3', name: '沙发', package: 2, quantity: '2' }],
  services_pkg_code: 'DELIVERY_INSTALL',
  print_memo: '0012',
  ...patch,
});

describe('variant fields', () => {
  it('shows and requires what the variant definition says', () => {
    expect(shownFields({ variant: '3pl', isConsignor: false }).has('shipping_no')).toBe(true);
    expect(requiredFields({ variant: '3pl', isConsignor: false }).has('shipping_no')).toBe(true);
    expect(shownFields({ variant: 'waybill', isConsignor: false }).has('shipping_no')).toBe(false);
    expect(shownFields({ variant: 'saas', isConsignor: false }).has('delivery_resource_id')).toBe(true);
    expect(shownFields({ variant: 'dealership', isConsignor: false }).has('sender')).toBe(false);
    // a consignor orders for itself: no consignor field, not required
    expect(shownFields({ variant: 'pre-order', isConsignor: true }).has('consignor_resource_id')).toBe(false);
    expect(requiredFields({ variant: 'pre-order', isConsignor: true }).has('consignor_resource_id')).toBe(false);
  });

  it('sends only the fields the variant shows', () => {
    const values = filled({ shipping_no: 'AB1234567890', sender_name: '李四', delivery_resource_id: '9' });
    const waybill = rawPayload(values, { variant: 'waybill', isConsignor: false });
    expect(waybill).not.toHaveProperty('shipping_no');
    expect(waybill).not.toHaveProperty('delivery_resource_id');
    expect(waybill.sender_name).toBe('李四');
    const dealership = rawPayload(values, { variant: 'dealership', isConsignor: false });
    expect(dealership).not.toHaveProperty('sender_name');
    expect(rawPayload(values, { variant: 'pre-order', isConsignor: true })).not.toHaveProperty('consignor_resource_id');
  });
});

describe('validateForm', () => {
  it('applies the numeric-string rule: ids become numbers, print_memo stays a string, empty values go', () => {
    const r = validateForm(filled(), { variant: 'waybill', isConsignor: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.payload.consignor_resource_id).toBe(7);
    expect(r.payload.print_memo).toBe('0012');
    expect(r.payload.end_province_code).toBe(310000);
    expect(r.payload).not.toHaveProperty('memo');
    expect(r.payload).not.toHaveProperty('tags');
    // the schema turns the phone back into a string
    expect(r.input.end_tel).toBe('13912345678');
  });

  it('names each bad field with its message key', () => {
    const r = validateForm(filled({ end_tel: '123', end_contact: '', end_district_code: '', products: [{ product_id: '', name: '', package: 1, quantity: '0' }] }), {
      variant: 'waybill',
      isConsignor: false,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.end_tel).toEqual({ key: 'phoneInvalid' });
    expect(r.errors.end_contact).toEqual({ key: 'required' });
    expect(r.errors.area).toEqual({ key: 'areaRequired' });
    expect(r.errors['products.0.product_id']).toEqual({ key: 'productRequired' });
    expect(r.errors['products.0.quantity']).toEqual({ key: 'quantityInvalid' });
  });

  it("checks the variant's required fields and the 12-character shipping number", () => {
    const missing = validateForm(filled(), { variant: '3pl', isConsignor: false });
    expect(!missing.ok && missing.errors.shipping_no).toEqual({ key: 'required' });
    const bad = validateForm(filled({ shipping_no: 'ABC' }), { variant: '3pl', isConsignor: false });
    expect(!bad.ok && bad.errors.shipping_no).toEqual({ key: 'shippingNoInvalid' });
    const noConsignor = validateForm(filled({ consignor_resource_id: '' }), { variant: 'waybill', isConsignor: false });
    expect(!noConsignor.ok && noConsignor.errors.consignor_resource_id).toEqual({ key: 'required' });
    // a consignor account needs none
    expect(validateForm(filled({ consignor_resource_id: '' }), { variant: 'pre-order', isConsignor: true }).ok).toBe(true);
    const delivery = validateForm(filled(), { variant: 'delivery', isConsignor: false });
    expect(!delivery.ok && delivery.errors.delivery_resource_id).toEqual({ key: 'required' });
  });

  it('requires at least one product', () => {
    const r = validateForm(filled({ products: [] }), { variant: 'waybill', isConsignor: false });
    expect(!r.ok && r.errors.products).toEqual({ key: 'productsRequired' });
  });
});

it('package total is package count × quantity over chosen products', () => {
  expect(packageTotal([{ product_id: '1', name: '', package: 2, quantity: '3' }, { product_id: '', name: '', package: 5, quantity: '1' }, { product_id: '2', name: '', package: 1, quantity: '4' }])).toBe(10);
});

it("an order loads into the form without the server's idempotency keys", () => {
  const v = valuesFromOrder({ consignor_resource_id: 7, store_resource_id: null, delivery_resource_id: null, products: [{ product_id: 3, name: '沙发', quantity: 2, package: 2 }], client_order_no: 'idem:abc', shipping_no: null, tags: [], business_type: '' } as unknown as OrderDetail);
  expect(v.consignor_resource_id).toBe('7');
  expect(v.client_order_no).toBe('');
  expect(v.products[0]).toMatchObject({ product_id: '3', quantity: '2' });
  expect(v.business_type).toBe('E-COMMERCE');
});

describe('withProduct (a code typed or scanned, a catalog pick)', () => {
  const sofa = { id: 7, name: '沙发', code: 'SF-1', package: 3 };
  it('fills the first empty line with the product, its label and package count', () => {
    expect(withProduct([emptyLine()], sofa, 20)).toEqual([{ product_id: '7', name: '沙发 (SF-1)', package: 3, quantity: '1' }]);
  });
  it('a product already on a line counts one more there', () => {
    const lines = withProduct([emptyLine()], sofa, 20)!;
    expect(withProduct(lines, sofa, 20)).toEqual([{ product_id: '7', name: '沙发 (SF-1)', package: 3, quantity: '2' }]);
  });
  it('another product gets a new line; none past the maximum', () => {
    const lines = withProduct([emptyLine()], sofa, 20)!;
    const two = withProduct(lines, { id: 8, name: '床', code: 'BD-1', package: 0 }, 20)!;
    expect(two.map((l) => [l.product_id, l.package])).toEqual([
      ['7', 3],
      ['8', 1],
    ]);
    expect(withProduct(two, { id: 9, name: '柜', code: 'CB-1', package: 1 }, 2)).toBeNull();
  });
});
