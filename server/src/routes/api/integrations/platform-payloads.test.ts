/**
 * Per-platform webhooks (issue 22; src/domain/integrations/translators.ts): each platform's own order shape, signed
 * under its own headers, creates an order once (areas by name), a later message updates it, a replay is ignored,
 * a bad signature or a stale timestamp is 401, the platform's own field is named in a 400, and an address in a
 * blind area is refused — writing nothing each time.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_KEYS, type PlatformKey } from '../../../../../src/domain/integrations/platforms';
import { TRANSLATORS } from '../../../../../src/domain/integrations/translators';
import { bannedAreas, orders, products, resources } from '../../../db/schema';
import { signPlatform } from '../../../repositories/integrations/crypto';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
let companyId: number;
let consignorId: number;
let sku: string;
const stamp = Date.now() % 1_000_000;
/** a whole second a minute ago: a message's time, the same in every unit a platform writes it */
const T0 = Math.floor(Date.now() / 1000) * 1000 - 60_000;

beforeAll(async () => {
  companyId = servicer.body.data.user.company_id;
  const db = t.database.db;
  [{ id: consignorId }] = await db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'consignor'))).limit(1);
  [{ code: sku }] = await db.select({ code: products.code }).from(products).where(and(eq(products.companyId, companyId), eq(products.disabled, false))).limit(1);
});

interface Sample {
  ext: string;
  shop: string;
  at: Date;
  /** district name under 上海市 (the platforms send names; the municipality's city as 上海市) */
  district: string;
  address: string;
  items: { sku: string; qty: number }[];
}

/** 'yyyy-MM-dd HH:mm:ss' in China time */
const cn = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Each platform's order as its open API shapes it (extra fields of the real payloads included, to be ignored). */
const SAMPLES: Record<PlatformKey, (s: Sample) => unknown> = {
  jdl: (s) => ({
    customerCode: s.shop,
    orderId: s.ext,
    waybillCode: `JDVA${s.ext}`,
    updateTime: s.at.getTime(),
    senderContact: { name: '京东仓', mobile: '13800000000' },
    receiverContact: { name: '张三', mobile: '13912345678', provinceName: '上海市', cityName: '上海市', countyName: s.district, address: s.address },
    cargoes: s.items.map((i) => ({ name: '沙发', goodsCode: i.sku, quantity: i.qty, weight: 12.5 })),
    remark: '京东物流',
  }),
  cainiao: (s) => ({
    deliveryOrder: {
      deliveryOrderCode: s.ext,
      ownerCode: s.shop,
      warehouseCode: 'CN-WH-1',
      operateTime: cn(s.at),
      receiverInfo: { name: '张三', mobile: '13912345678', province: '上海市', city: '上海市', area: s.district, detailAddress: s.address },
      remark: '菜鸟',
    },
    orderLines: s.items.map((i, n) => ({ orderLineNo: String(n + 1), itemCode: i.sku, planQty: String(i.qty) })),
  }),
  jdMall: (s) => ({
    orderId: s.ext,
    venderId: s.shop,
    orderState: 'WAIT_SELLER_STOCK_OUT',
    modified: cn(s.at),
    consigneeInfo: { fullname: '张三', mobile: '13912345678', province: '上海', city: '上海市', county: s.district, fullAddress: s.address },
    itemInfoList: s.items.map((i) => ({ skuId: '100012', outerSkuId: i.sku, skuName: '沙发', itemTotal: String(i.qty) })),
    orderRemark: '',
  }),
  pinduoduo: (s) => ({
    order_sn: s.ext,
    mall_id: Number(s.shop),
    order_status: 1,
    updated_at: cn(s.at),
    receiver_name: '张三',
    receiver_phone: '13912345678',
    province: '上海',
    city: '上海市',
    town: s.district,
    address: s.address,
    item_list: s.items.map((i) => ({ goods_id: 1, sku_id: 2, outer_id: i.sku, goods_count: i.qty, goods_name: '沙发' })),
    buyer_memo: '请送货上门',
  }),
  douyin: (s) => ({
    order_id: s.ext,
    shop_id: Number(s.shop),
    order_status: 2,
    update_time: Math.floor(s.at.getTime() / 1000),
    post_receiver: '张三',
    post_tel: '13912345678',
    post_addr: { province: { name: '上海市', id: '31' }, city: { name: '上海市', id: '310100' }, town: { name: s.district, id: '' }, street: { name: '', id: '' }, detail: s.address },
    sku_order_list: s.items.map((i) => ({ sku_id: 7, out_sku_id: 'x', code: i.sku, item_num: i.qty, product_name: '沙发' })),
  }),
  vip: (s) => ({
    order_id: s.ext,
    vendor_id: Number(s.shop),
    update_time: cn(s.at),
    buyer: '张三',
    mobile: '13912345678',
    state: '上海市',
    city: '上海市',
    county: s.district,
    address: s.address,
    order_goods: s.items.map((i) => ({ barcode: i.sku, amount: i.qty, goods_name: '沙发' })),
  }),
  deppon: (s) => ({
    logisticID: s.ext,
    companyCode: s.shop,
    customerCode: 'DP-CUST-1',
    gmtCommit: cn(s.at),
    receiver: { name: '张三', mobile: '13912345678', province: '上海市', city: '上海市', county: s.district, address: s.address },
    packageInfo: { cargoName: '沙发', totalNumber: 2, totalWeight: 30 },
    cargoList: s.items.map((i) => ({ cargoCode: i.sku, totalNumber: i.qty })),
  }),
};

/** the platform's items field: a 400 names it */
const ITEMS_FIELD: Record<PlatformKey, string> = {
  jdl: 'cargoes',
  cainiao: 'orderLines',
  jdMall: 'itemInfoList',
  pinduoduo: 'item_list',
  douyin: 'sku_order_list',
  vip: 'order_goods',
  deppon: 'cargoList',
};

async function connect(platform: PlatformKey, shop: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/integrations/${platform}`,
    headers: servicer.headers,
    payload: { shop_ids: shop, consignor_resource_id: consignorId, push_url: '', enabled: true, credentials: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { webhook_path: string; webhook_secret: string };
}

describe.each(PLATFORM_KEYS.map((p) => [p]))('the %s webhook in its own shape', (platform) => {
  const scheme = TRANSLATORS[platform].signature;
  const shop = String(20_000 + PLATFORM_KEYS.indexOf(platform));
  const ext = (n: number) => `${platform.slice(0, 3).toUpperCase()}${stamp}${n}`;
  const base = (n: number, over: Partial<Sample> = {}): Sample => ({
    ext: ext(n),
    shop,
    at: new Date(T0),
    district: '黄浦区',
    address: '测试路1号',
    items: [{ sku, qty: 2 }],
    ...over,
  });
  let acct: { webhook_path: string; webhook_secret: string };
  beforeAll(async () => {
    acct = await connect(platform, shop);
  });

  const send = (s: Sample, opts: { secret?: string; ts?: number } = {}) => {
    const raw = JSON.stringify(SAMPLES[platform](s));
    const ms = opts.ts ?? Date.now();
    const ts = String(scheme.millis ? ms : Math.floor(ms / 1000));
    return t.app.inject({
      method: 'POST',
      url: acct.webhook_path,
      headers: { ...ZH, 'content-type': 'application/json', [scheme.timestampHeader]: ts, [scheme.signatureHeader]: signPlatform(scheme, opts.secret ?? acct.webhook_secret, ts, raw) },
      payload: raw,
    });
  };
  const ordersOf = (n: number) =>
    t.database.db.select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.clientOrderNo, `${platform}:${ext(n)}`)));

  it('creates the order once (areas by name, items by code), ignores the replay, applies a later update', async () => {
    const first = await send(base(1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('created');
    const [o] = await ordersOf(1);
    expect(o).toMatchObject({ endContact: '张三', endTel: '13912345678', endProvinceCode: '310000', endCityCode: '310100', endDistrictCode: '310101', endAddress: '测试路1号', consignorResourceId: consignorId });
    expect(o.products.map((l) => l.quantity)).toEqual([2]);

    const replay = await send(base(1));
    expect(replay.json().data).toEqual({ result: 'ignored', order_no: o.orderNo });
    const later = await send(base(1, { at: new Date(T0 + 30_000), address: '新地址8号' }));
    expect(later.json().data.result).toBe('updated');
    const after = await ordersOf(1);
    expect(after).toHaveLength(1);
    expect(after[0].endAddress).toBe('新地址8号');
  });

  it('refuses a bad signature and a stale timestamp (401), names its own field in a 400, refuses an unknown area — writing nothing', async () => {
    const bad = await send(base(2), { secret: 'not-the-secret' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBe('签名校验失败');
    expect((await send(base(2), { ts: Date.now() - 3_600_000 })).statusCode).toBe(401);
    const noItems = await send(base(2, { items: [] }));
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().msg).toContain(ITEMS_FIELD[platform]);
    const area = await send(base(2, { district: '不存在区' }));
    expect(area.statusCode).toBe(400);
    expect(area.json().msg).toContain('不存在区');
    expect(await ordersOf(2)).toHaveLength(0);
  });

  it('refuses an address in a blind area of the bound consignor', async () => {
    const db = t.database.db;
    const [ban] = await db
      .insert(bannedAreas)
      .values({ companyId, provinceCode: '310000', cityCode: '310100', districtCode: '310104', consignorId, keywords: [`封控${platform}`] })
      .returning({ id: bannedAreas.id });
    try {
      const refused = await send(base(3, { district: '徐汇区', address: `封控${platform}小区3号` }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().msg).toBe('该地区暂不收货');
      expect(await ordersOf(3)).toHaveLength(0);
    } finally {
      await db.delete(bannedAreas).where(eq(bannedAreas.id, ban.id));
    }
  });
});
