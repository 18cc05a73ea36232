import { describe, expect, it } from 'vitest';
import { findRoute } from '@/domain/route-catalog';
import { ADD_KINDS } from './add-kinds';
import { resourceListSearchSchema } from './list-search';
import { detailHref, isActive, listParams, RESOURCE_SCREENS, showsRecord } from './resource-screens';

describe('resource screen descriptors', () => {
  it('name a catalog route for every list and detail path', () => {
    for (const cfg of Object.values(RESOURCE_SCREENS)) {
      expect(findRoute(cfg.path), cfg.path).toBeTruthy();
      if (cfg.detailPath) expect(findRoute(cfg.detailPath), cfg.detailPath).toBeTruthy();
      expect(cfg.columns).toContain('name');
      expect(cfg.detailFields).toContain('name');
      if (cfg.add.type === 'dialog') expect(ADD_KINDS[cfg.add.kind]).toBeTruthy();
    }
  });

  it('keep the driver and carrier test ids the earlier screens had', () => {
    expect(RESOURCE_SCREENS.driver.testId).toBe('drivers');
    expect(RESOURCE_SCREENS.carrier.testId).toBe('carriers');
    expect(RESOURCE_SCREENS.driver.add).toEqual({ type: 'driver' });
  });

  it('the merchant lists page through the consignor service’s getList; third-party logistics keep the consignor list', () => {
    expect(RESOURCE_SCREENS.consignor.listUrl).toBe('/user/consignor/getList');
    expect(RESOURCE_SCREENS.basicConsignor.listUrl).toBe('/user/consignor/getList');
    expect(RESOURCE_SCREENS.thirdParty.listUrl).toBe('/user/resource_binding/consignor/list');
  });

  it('build list params from the fixed ones and the URL filters under the screen parameter names', () => {
    expect(listParams(RESOURCE_SCREENS.thirdParty, { name: '顺丰', phone: '13800000000', state: '1' })).toEqual({
      object_sub_type: 'T_3PL',
      name: '顺丰',
      phone: '13800000000',
      is_forbid_create_order: '1',
    });
    expect(listParams(RESOURCE_SCREENS.station, { name: '闵行', state: '0' })).toEqual({ station_name: '闵行', status: '0' });
    expect(listParams(RESOURCE_SCREENS.deliveryMan, {})).toEqual({ provider_role: 'FITTING_WORKER' });
    expect(listParams(RESOURCE_SCREENS.deliveryProvider, {})).toEqual({ provider_role: 'DELIVERY_INSTALL' });
    expect(listParams(RESOURCE_SCREENS.driver, {})).toEqual({ object_sub_type: 'T_SJ' });
  });

  it('link consignors and carriers to their detail routes, the rest open over the list', () => {
    expect(detailHref(RESOURCE_SCREENS.consignor, 7)).toBe('/saas/basic/consignor/show/7');
    expect(detailHref(RESOURCE_SCREENS.basicConsignor, 7)).toBe('/saas/basic/consignor/show/7');
    expect(detailHref(RESOURCE_SCREENS.carrier, 3)).toBe('/saas/basic/transporter/show/3');
    expect(detailHref(RESOURCE_SCREENS.store, 3)).toBeNull();
  });

  it('read the state of a resource (is_forbid_create_order) and of a station (status)', () => {
    expect(isActive(RESOURCE_SCREENS.consignor, { is_forbid_create_order: 0 })).toBe(true);
    expect(isActive(RESOURCE_SCREENS.consignor, { is_forbid_create_order: 1 })).toBe(false);
    expect(isActive(RESOURCE_SCREENS.station, { status: 1 })).toBe(true);
    expect(isActive(RESOURCE_SCREENS.station, { status: 0 })).toBe(false);
  });

  it('keep valid URL filters and drop invalid ones', () => {
    expect(resourceListSearchSchema.parse({ name: ' 商 ', phone: '138', state: '1', page: '2', per_page: '50', detail: '9' })).toEqual({
      name: '商',
      phone: '138',
      state: '1',
      page: 2,
      per_page: 50,
      detail: 9,
    });
    expect(resourceListSearchSchema.parse({ state: '2', page: 'x', per_page: 7, detail: -1 })).toEqual({});
    expect(resourceListSearchSchema.parse({ state: 0 })).toEqual({ state: '0' });
  });

  it('let a detail route show only records of its kind', () => {
    expect(showsRecord(RESOURCE_SCREENS.basicConsignor, { object_type: 'consignor', object_sub_type: null })).toBe(true);
    expect(showsRecord(RESOURCE_SCREENS.basicConsignor, { object_type: 'consignor', object_sub_type: 'T_3PL' })).toBe(false);
    expect(showsRecord(RESOURCE_SCREENS.carrier, { object_type: 'transporter', object_sub_type: 'T_SJ' })).toBe(false);
    expect(showsRecord(RESOURCE_SCREENS.carrier, { object_type: 'transporter', object_sub_type: 'T_ZX' })).toBe(true);
    expect(showsRecord(RESOURCE_SCREENS.station, {})).toBe(true);
  });
});
