import { describe, expect, it } from 'vitest';
import { emptyRowForm, formFromRow, rowFromForm } from './row-form';
import { priceText, tierText } from './row-text';
import { formatScaled, parseScaled, parseSignedPercent } from './units';

describe('units', () => {
  it('reads typed figures into integer base units without floats', () => {
    expect(parseScaled('0.35', 6)).toBe(350000);
    expect(parseScaled('1.005', 3)).toBe(1005);
    expect(parseScaled('12', 3)).toBe(12000);
    expect(parseScaled('1.0001', 3)).toBeNull();
    expect(parseScaled('-1', 3)).toBeNull();
    expect(parseScaled('abc', 0)).toBeNull();
    expect(formatScaled(350000, 6)).toBe('0.35');
    expect(formatScaled(12000, 3)).toBe('12');
    expect(parseSignedPercent('-5')).toBe(-500);
    expect(parseSignedPercent('+12.5')).toBe(1250);
    expect(parseSignedPercent('1.234')).toBeNull();
  });
});

describe('row form', () => {
  it('turns a weight tier in kg and a price in yuan into grams and fen, and back', () => {
    const v = { ...emptyRowForm('CONSIGNOR_BASIC'), province_code: '44', city_code: '4403', basis: 'WEIGHT' as const, tier_min: '0', tier_max: '30.5', unit: '12.50', min: '10' };
    const r = rowFromForm('CONSIGNOR_BASIC', v, 'zh');
    if (!('row' in r)) throw new Error(JSON.stringify(r.errors));
    expect(r.row).toMatchObject({ shape: 'basic', code: 'DELIVERY', basis: 'WEIGHT', tier_min: 0, tier_max: 30500, unit_cents: 1250, min_cents: 1000 });
    expect(r.row.zone).toEqual({ zone: 'area', province_code: '44', city_code: '4403', district_code: '' });
    const back = formFromRow('CONSIGNOR_BASIC', r.row);
    expect(back).toMatchObject({ tier_max: '30.5', unit: '12.50', min: '10.00', city_code: '4403' });
    expect(tierText(r.row, 'zh')).toBe('[0, 30.5) kg');
    expect(priceText(r.row, 'zh')).toBe('¥12.50/kg，最低 ¥10.00');
    expect(priceText({ ...r.row, basis: 'PIECE' } as typeof r.row, 'en')).toBe('¥12.50/pc, min ¥10.00');
  });

  it('refuses figures it cannot read and the model rules, in the user language', () => {
    const bad = rowFromForm('CONSIGNOR_BASIC', { ...emptyRowForm('CONSIGNOR_BASIC'), unit: '1.234' }, 'en');
    expect(bad).toEqual({ errors: { unit: 'Amounts have at most 2 decimals' } });
    const tier = rowFromForm('CONSIGNOR_BASIC', { ...emptyRowForm('CONSIGNOR_BASIC'), tier_min: '5', tier_max: '5', unit: '1' }, 'zh');
    expect(tier).toEqual({ errors: { tier_max: '区间上限必须大于下限' } });
    const step = rowFromForm('DELIVERY_BASIC', { ...emptyRowForm('DELIVERY_BASIC'), mode: 'FIRST_ADDITIONAL', first: '10' }, 'zh');
    expect(step).toEqual({ errors: { step_units: '请填写续重/续件单位' } });
  });

  it('reads a ratio row in percent and refuses a ratio of a ratio', () => {
    const ok = rowFromForm('CONSIGNOR_RATIO', { ...emptyRowForm('CONSIGNOR_RATIO'), of: ['DELIVERY', 'INSTALL'], percent: '5.25', max: '100' }, 'zh');
    if (!('row' in ok)) throw new Error(JSON.stringify(ok.errors));
    expect(ok.row).toMatchObject({ shape: 'ratio', code: 'FUEL', percent_bp: 525, max_cents: 10000 });
    expect(formFromRow('CONSIGNOR_RATIO', ok.row).percent).toBe('5.25');
    const bad = rowFromForm('CONSIGNOR_RATIO', { ...emptyRowForm('CONSIGNOR_RATIO'), of: ['FUEL'], percent: '5' }, 'zh');
    expect(bad).toEqual({ errors: { of: '比例费用不能以比例费用为基数' } });
  });

  it('reads an over-distance row: keywords, km beyond the area, and its rule is required', () => {
    const v = { ...emptyRowForm('OVER_DISTANCE'), keywords: '松岗, 沙井\n福永', over_km: '12.5', basis: 'DISTANCE' as const, unit: '2' };
    const r = rowFromForm('OVER_DISTANCE', v, 'zh');
    if (!('row' in r)) throw new Error(JSON.stringify(r.errors));
    expect(r.row).toMatchObject({ shape: 'extra', code: 'OVER_DISTANCE', condition: { keywords: ['松岗', '沙井', '福永'], over_m: 12500, covered_m: null } });
    const none = rowFromForm('OVER_DISTANCE', { ...emptyRowForm('OVER_DISTANCE'), unit: '2' }, 'en');
    expect(none).toEqual({ errors: { keywords: 'Give the over-distance keywords or the covered radius' } });
  });

  it('gives route and station zones to the kinds that use them', () => {
    const r = rowFromForm('ROUTE', { ...emptyRowForm('ROUTE'), from_code: '44', to_code: '4201', unit: '1' }, 'zh');
    if (!('row' in r)) throw new Error(JSON.stringify(r.errors));
    expect(r.row).toMatchObject({ code: 'LINE_HAUL', zone: { zone: 'route', from_code: '44', to_code: '4201', line_id: null } });
    expect(rowFromForm('STATION_LAND', { ...emptyRowForm('STATION_LAND'), unit: '1' }, 'zh')).toHaveProperty('errors.station_id');
  });
});
