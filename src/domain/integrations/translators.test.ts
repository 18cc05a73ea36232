import { describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from './platforms';
import { TRANSLATORS } from './translators';

describe('platform translators', () => {
  it('read China-time texts as +08:00 and unix times in the platform’s unit', () => {
    const pdd = TRANSLATORS.pinduoduo.schema.parse({
      order_sn: '231127-01',
      mall_id: 10023,
      updated_at: '2026-11-27 09:30:00',
      receiver_name: '张三',
      receiver_phone: '13912345678',
      province: '上海市',
      city: '上海市',
      town: '黄浦区',
      address: '测试路1号',
      item_list: [{ outer_id: 'P-1', goods_count: '3' }],
      buyer_memo: '放门口',
      remark: '加急',
    });
    expect(Date.parse(pdd.updated_at)).toBe(Date.parse('2026-11-27T01:30:00Z'));
    expect(pdd).toMatchObject({ shop_id: '10023', external_order_id: '231127-01', items: [{ sku: 'P-1', quantity: 3 }], memo: '放门口 / 加急' });
    expect(pdd.receiver).toEqual({ name: '张三', phone: '13912345678', province: '上海市', city: '上海市', district: '黄浦区', address: '测试路1号' });

    const base = { order_id: '69', shop_id: '7', post_receiver: '李四', post_tel: '13912345678', post_addr: { province: { name: '上海市' }, city: { name: '上海市' }, town: { name: '黄浦区' }, detail: 'x路2号' }, sku_order_list: [{ code: 'P-2', item_num: 1 }] };
    expect(TRANSLATORS.douyin.schema.parse({ ...base, update_time: 1_764_205_200 }).updated_at).toBe('2025-11-27T01:00:00.000Z');
    const jdl = TRANSLATORS.jdl.schema.parse({
      customerCode: 'C1',
      orderId: 'J1',
      updateTime: 1_764_205_200_000,
      receiverContact: { name: '王五', phone: '021-12345678', provinceName: '上海市', cityName: '上海市', countyName: '黄浦区', address: 'y路3号' },
      cargoes: [{ goodsCode: 'P-3', quantity: 2 }],
    });
    // the landline when there is no mobile
    expect(jdl).toMatchObject({ updated_at: '2025-11-27T01:00:00.000Z', receiver: { phone: '021-12345678' } });
  });

  it('name the platform’s own field of a bad payload', () => {
    const bad = TRANSLATORS.cainiao.schema.safeParse({ deliveryOrder: { deliveryOrderCode: 'D1', ownerCode: 'O1', operateTime: '27/11/2026', receiverInfo: {} }, orderLines: [] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['deliveryOrder.operateTime', 'deliveryOrder.receiverInfo.name', 'orderLines']));
  });

  it('every platform has its own signature header names', () => {
    const headers = PLATFORM_KEYS.map((p) => TRANSLATORS[p].signature.signatureHeader);
    expect(new Set(headers).size).toBe(PLATFORM_KEYS.length);
    expect(headers).not.toContain('x-lading-signature');
  });
});
