import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, zh } from '../i18n';
import {
  activeMapFilterCount,
  areaCountParams,
  MAP_ORDERS_LIMIT,
  mapFiltersOf,
  mapListParams,
  searchForFilters,
  shownMessage,
  shownRange,
  validateMapSearch,
} from './map-search';
import { parseSearchParams, stringifySearchParams } from '@/app/routes/search-params';

describe('map screen filters ↔ URL', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const url = '?end_area_code=310115&consignor_resource_id=12&limitation_status=C_DANGER&created_from=2026-11-01&created_to=2026-11-20&nos=2026001%2C2026002&end_tel=5678&page=2';
    const search = validateMapSearch(parseSearchParams(url));
    expect(search).toEqual({
      end_area_code: '310115',
      consignor_resource_id: 12,
      limitation_status: 'C_DANGER',
      created_from: '2026-11-01',
      created_to: '2026-11-20',
      nos: '2026001,2026002',
      end_tel: '5678',
      page: 2,
    });
    expect(stringifySearchParams(search)).toBe(url);
    expect(activeMapFilterCount(search)).toBe(6);
  });

  it('drops bad values one by one and keeps the rest', () => {
    const search = validateMapSearch({ end_area_code: '31011', consignor_resource_id: '0', limitation_status: 'D_LATE', created_from: '2026-13-45x', page: '-1', end_tel: ' 138 ', nos: '' });
    expect(search).toEqual({ end_tel: '138' });
    expect(validateMapSearch({ end_area_code: 310115 })).toEqual({ end_area_code: '310115' });
    expect(validateMapSearch({})).toEqual({});
  });

  it('a filter change starts from the first 500 again; empty values leave the URL', () => {
    const next = searchForFilters({ end_area_code: '310100', nos: undefined, end_tel: '' });
    expect(next).toEqual({ end_area_code: '310100' });
    expect(mapFiltersOf({ end_area_code: '310100', page: 3 })).toEqual({ end_area_code: '310100' });
  });

  it('requests TO_ASSIGN, most urgent first, 500 a page; the counts keep a chosen district’s city in view', () => {
    const s = validateMapSearch({ end_area_code: '310115', limitation_status: 'B_WARNING', page: '3' });
    expect(mapListParams(s)).toEqual({ status: 'TO_ASSIGN', end_area_code: '310115', limitation_status: 'B_WARNING', urgent_first: '1', page: 3, per_page: MAP_ORDERS_LIMIT });
    expect(areaCountParams(s)).toEqual({ status: 'TO_ASSIGN', end_area_code: '310100', limitation_status: 'B_WARNING' });
    expect(areaCountParams({ end_area_code: '310000' }).end_area_code).toBe('310000');
    expect(mapListParams({}).page).toBe(1);
  });
});

describe("the 'more than 500' summary", () => {
  const translate = async (lng: 'zh' | 'en', total: number, page: number, shown: number) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { zh: { translation: zh }, en: { translation: en } }, interpolation: { escapeValue: false } });
    const m = shownMessage(shownRange(total, page, shown));
    return i18n.t(m.key, m.values);
  };

  it('says how many match and that the map shows the first 500', async () => {
    expect(await translate('zh', 3000, 1, 500)).toBe('共 3000 单，地图显示前 500 单，请缩小筛选范围');
    expect(await translate('en', 3000, 1, 500)).toBe('3000 orders match; the map shows the first 500 (most urgent first). Narrow the filters.');
  });

  it('names the range on later pages, and just counts when everything fits', async () => {
    expect(await translate('zh', 1203, 3, 203)).toBe('共 1203 单，地图显示第 1001–1203 单，请缩小筛选范围');
    expect(await translate('zh', 500, 1, 500)).toBe('待分配订单 500 单');
    expect(await translate('en', 12, 1, 12)).toBe('Orders to assign: 12');
    expect(shownRange(1203, 1, 500)).toEqual({ from: 1, to: 500, total: 1203, page: 1, pages: 3, more: true });
    expect(shownRange(0, 1, 0)).toMatchObject({ from: 0, to: 0, more: false, pages: 1 });
  });
});
