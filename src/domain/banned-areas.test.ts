import { describe, expect, it } from 'vitest';
import { banCheckBody, bannedAreaBody, findBan, isBanned, type BannedAreaRule, type TownKeyword } from './banned-areas';

const rule = (r: Partial<BannedAreaRule>): BannedAreaRule => ({ id: 1, provinceCode: '310000', cityCode: '', districtCode: '', consignorId: null, keywords: [], enabled: true, ...r });
const kw = (k: Partial<TownKeyword>): TownKeyword => ({ id: 1, keyword: '', provinceCode: '', cityCode: '', districtCode: '', enabled: true, ...k });
const pudong = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', address: '张江镇 碧波路 690 号' };

describe('blind areas', () => {
  it('a province rule bans the whole province', () => {
    expect(isBanned(pudong, [rule({})])).toBe(true);
    expect(isBanned({ ...pudong, provinceCode: '320000' }, [rule({})])).toBe(false);
  });
  it('a city or district rule bans only inside it', () => {
    expect(isBanned(pudong, [rule({ cityCode: '310100', districtCode: '310115' })])).toBe(true);
    expect(isBanned(pudong, [rule({ cityCode: '310100', districtCode: '310101' })])).toBe(false);
    expect(isBanned(pudong, [rule({ cityCode: '310200' })])).toBe(false);
  });
  it('a consignor rule applies to that consignor only', () => {
    const r = rule({ consignorId: 7 });
    expect(isBanned({ ...pudong, consignorId: 7 }, [r])).toBe(true);
    expect(isBanned({ ...pudong, consignorId: 8 }, [r])).toBe(false);
    expect(isBanned(pudong, [r])).toBe(false);
  });
  it('keywords narrow the rule to matching addresses (whitespace and case ignored)', () => {
    const r = rule({ districtCode: '310115', cityCode: '310100', keywords: ['张江', 'XY Park'] });
    expect(isBanned(pudong, [r])).toBe(true);
    expect(isBanned({ ...pudong, address: '陆家嘴 环路' }, [r])).toBe(false);
    expect(isBanned({ ...pudong, address: 'xy  park 1号' }, [r])).toBe(true);
    expect(isBanned({ ...pudong, address: '' }, [r])).toBe(false);
  });
  it('disabled rules never ban', () => {
    expect(isBanned(pudong, [rule({ enabled: false })])).toBe(false);
  });
  it('returns the rule that matched', () => {
    expect(findBan(pudong, [rule({ id: 3, provinceCode: '320000' }), rule({ id: 4 })])).toEqual({ kind: 'area', rule: expect.objectContaining({ id: 4 }) });
  });
});

describe('town keywords', () => {
  it('ban an address containing them, within their area', () => {
    expect(findBan(pudong, [], [kw({ id: 9, keyword: '张江镇' })])).toEqual({ kind: 'keyword', keyword: expect.objectContaining({ id: 9 }) });
    expect(isBanned(pudong, [], [kw({ keyword: '张江镇', provinceCode: '320000' })])).toBe(false);
    expect(isBanned(pudong, [], [kw({ keyword: '张江镇', provinceCode: '310000', districtCode: '310115' })])).toBe(true);
    expect(isBanned(pudong, [], [kw({ keyword: '惠南镇' })])).toBe(false);
    expect(isBanned(pudong, [], [kw({ keyword: '张江镇', enabled: false })])).toBe(false);
    expect(isBanned(pudong, [], [kw({ keyword: '   ' })])).toBe(false);
  });
});

describe('bodies', () => {
  it('blind area: province required, district needs a city, keywords split on commas', () => {
    expect(bannedAreaBody.safeParse({}).success).toBe(false);
    expect(bannedAreaBody.safeParse({ province_code: '310000', district_code: '310115' }).success).toBe(false);
    expect(bannedAreaBody.parse({ province_code: '310000', keywords: '张江, 惠南，张江', consignor_id: '' })).toMatchObject({
      keywords: ['张江', '惠南'],
      consignor_id: null,
    });
  });
  it('check: the spec §7 fields', () => {
    expect(banCheckBody.parse({ province_code: '310000', city_code: '310100', district_code: '310115', consignor_id: 5, address: 'x' })).toMatchObject({ consignor_id: 5 });
    expect(banCheckBody.safeParse({ province_code: 'x' }).success).toBe(false);
  });
});
