import { describe, expect, it } from 'vitest';
import { areaCodes, bannedAreaForm, legForm, lineCreateForm, mostSpecific, sortingRuleForm, townKeywordForm } from './form-schemas';

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : { path: r.error!.issues[0].path.join('.'), message: r.error!.issues[0].message };

describe('area codes', () => {
  it('splits one tree value into the three codes and back', () => {
    expect(areaCodes('310112')).toEqual({ province_code: '310000', city_code: '310100', district_code: '310112' });
    expect(areaCodes('')).toEqual({ province_code: '', city_code: '', district_code: '' });
    expect(mostSpecific({ province_code: '310000', city_code: '310100', district_code: '' })).toBe('310100');
  });
});

describe('blind areas and keywords', () => {
  it('an area is required; the body the server takes comes out', () => {
    expect(firstIssue(bannedAreaForm.safeParse({ area_code: '', keywords: '' }))).toEqual({ path: 'area_code', message: 'required' });
    expect(bannedAreaForm.parse({ area_code: '310112', consignor_id: '', keywords: '莘庄，七宝', memo: '' })).toEqual({
      province_code: '310000',
      city_code: '310100',
      district_code: '310112',
      consignor_id: null,
      keywords: ['莘庄', '七宝'],
      memo: '',
    });
    expect(townKeywordForm.parse({ keyword: ' 某村 ', area_code: '' })).toMatchObject({ keyword: '某村', province_code: '' });
    expect(firstIssue(townKeywordForm.safeParse({ keyword: '', area_code: '' }))).toEqual({ path: 'keyword', message: 'required' });
  });
});

describe('sorting rule forms', () => {
  it('folds the area and drops blanks; required conditions say so under their field', () => {
    const form = sortingRuleForm('deliveryConsignor');
    expect(firstIssue(form.safeParse({ name: 'a', consignor_id: '', area_code: '', delivery_resource_id: '3', priority: 5 }))).toEqual({ path: 'consignor_id', message: 'required' });
    expect(form.parse({ name: 'a', consignor_id: '2', area_code: '310000', delivery_resource_id: '3', priority: 5, memo: '' })).toMatchObject({
      consignor_id: 2,
      province_code: '310000',
      delivery_resource_id: 3,
    });
    expect(sortingRuleForm('abnormal').safeParse({ name: 'a', abnormal_type: 'DAMAGED', handler_group_id: '1' }).success).toBe(true);
  });
});

describe('line and leg forms', () => {
  const leg = { from_station_id: '1', to_station_id: '2', carrier_resource_id: '3', hours: 4, price: '120.5', memo: '' };
  it('a leg price in yuan becomes integer cents', () => {
    expect(legForm.parse(leg)).toMatchObject({ price_cents: 12050, hours: 4, from_station_id: 1 });
    expect(firstIssue(legForm.safeParse({ ...leg, price: '1.234' }))).toEqual({ path: 'price', message: 'rules.validation.price' });
    expect(firstIssue(legForm.safeParse({ ...leg, price: '' }))).toEqual({ path: 'price', message: 'required' });
    expect(firstIssue(legForm.safeParse({ ...leg, to_station_id: '1' }))).toEqual({ path: 'to_station_id', message: 'sameStations' });
  });
  it('the first leg of a new line is all or nothing', () => {
    const line = { name: 'L', start_station_id: '1', end_station_id: '2', memo: '', carrier_resource_id: '', hours: '', price: '' };
    expect(lineCreateForm.parse(line)).toMatchObject({ name: 'L', legs: [] });
    expect(firstIssue(lineCreateForm.safeParse({ ...line, hours: 6 }))).toEqual({ path: 'carrier_resource_id', message: 'required' });
    expect(lineCreateForm.parse({ ...line, carrier_resource_id: '5', hours: 6, price: '10' }).legs).toEqual([
      { from_station_id: 1, to_station_id: 2, carrier_resource_id: 5, hours: 6, price_cents: 1000, memo: '' },
    ]);
    expect(firstIssue(lineCreateForm.safeParse({ ...line, end_station_id: '1' }))).toEqual({ path: 'end_station_id', message: 'sameStations' });
  });
});
