/**
 * Per-platform inbound messages (issue 22, README 'Platform payloads'): each platform pushes an order in its own
 * open-platform shape and signs it under its own header names. A translator validates that shape (a 400 names the
 * platform's own field), and turns it into one PlatformOrder; the server then resolves the area names to codes
 * and goes the one create-or-update path of the normalised webhook.
 *
 * The field names follow each platform's public order API (JD 物流 createOrder / 京东 POP order detail / 菜鸟
 * deliveryorder / pdd.order.information.get order_info / 抖店 order.orderDetail shop_order_detail / 唯品会 JIT
 * order detail / 德邦 order); where a platform's public docs do not give a field we need, the assumed name is marked
 * ASSUMED beside it. Only the fields an order needs are read; every other field is allowed and ignored.
 */
import { z } from 'zod';
import { numeric, textual } from '../input-fields';
import { ORDER_PRODUCTS_MAX } from '../order-form';
import type { PlatformKey } from './platforms';

/** One order as every translator hands it over: area by name (or 6-digit code), items by the company's product code. */
export interface PlatformOrder {
  shop_id: string;
  external_order_id: string;
  /** ISO 8601 with offset */
  updated_at: string;
  receiver: { name: string; phone: string; province: string; city: string; district: string; address: string };
  items: { sku: string; quantity: number }[];
  memo: string;
}

/**
 * How a platform signs its push: HMAC-SHA256(webhook secret, `<timestamp>.<raw body>`) like the normalised webhook,
 * under the platform's own header names, timestamp unit and digest encoding (modelled on each platform's push
 * convention: JD and Pinduoduo upper-case hex 'sign', Cainiao and Deppon a base64 digest, Douyin 'event-sign').
 */
export interface SignatureScheme {
  timestampHeader: string;
  signatureHeader: string;
  /** the timestamp header is in milliseconds (else seconds) */
  millis: boolean;
  encoding: 'hex' | 'HEX' | 'base64';
}

export interface PlatformTranslator {
  signature: SignatureScheme;
  /** the platform's payload (only what we read; other fields pass) */
  schema: z.ZodType<PlatformOrder>;
}

// ——— shared field shapes ———

/** ids come as strings or numbers: kept as their text */
const idText = textual(z.string().trim().min(1).max(64));
const txt = (max: number) => z.string().trim().max(max);
const req = (max: number) => z.string().trim().min(1).max(max);
const qty = numeric(z.number().int().min(1).max(1_000_000));
const lines = <T extends z.ZodTypeAny>(line: T) => z.array(line).min(1).max(ORDER_PRODUCTS_MAX);

/** 'yyyy-MM-dd HH:mm:ss' in China time (the platforms' usual) → ISO; an invalid text fails the field */
const chinaTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'invalidFormat')
  .transform((s) => `${s.replace(' ', 'T')}+08:00`)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'invalidFormat');
/** unix time in seconds or milliseconds → ISO */
const unixTime = (unit: 's' | 'ms') => numeric(z.number().int().positive().max(unit === 's' ? 1e10 : 1e13)).transform((n) => new Date(unit === 's' ? n * 1000 : n).toISOString());

const scheme = (prefix: string, signatureHeader: string, encoding: SignatureScheme['encoding'], millis: boolean): SignatureScheme => ({
  timestampHeader: `x-${prefix}-timestamp`,
  signatureHeader,
  millis,
  encoding,
});

// ——— the seven platforms ———

/** 京东物流: a logistics order as createOrder carries it; shop = customerCode (商家编码) */
const jdl = z
  .object({
    customerCode: idText,
    orderId: req(50),
    /** ASSUMED: the push's change time, unix ms */
    updateTime: unixTime('ms'),
    receiverContact: z.object({
      name: req(50),
      mobile: txt(20).optional(),
      phone: txt(20).optional(),
      provinceName: req(30),
      cityName: req(30),
      countyName: req(30),
      address: req(200),
    }),
    cargoes: lines(z.object({ goodsCode: req(64), quantity: qty })),
    remark: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.customerCode,
      external_order_id: p.orderId,
      updated_at: p.updateTime,
      receiver: {
        name: p.receiverContact.name,
        phone: p.receiverContact.mobile || p.receiverContact.phone || '',
        province: p.receiverContact.provinceName,
        city: p.receiverContact.cityName,
        district: p.receiverContact.countyName,
        address: p.receiverContact.address,
      },
      items: p.cargoes.map((c) => ({ sku: c.goodsCode, quantity: c.quantity })),
      memo: p.remark ?? '',
    }),
  );

/** 菜鸟: a warehouse delivery order (deliveryorder.create: deliveryOrder + orderLines); shop = ownerCode */
const cainiao = z
  .object({
    deliveryOrder: z.object({
      deliveryOrderCode: req(50),
      ownerCode: idText,
      operateTime: chinaTime,
      receiverInfo: z.object({ name: req(50), mobile: txt(20).optional(), tel: txt(20).optional(), province: req(30), city: req(30), area: req(30), detailAddress: req(200) }),
      remark: txt(200).optional(),
    }),
    orderLines: lines(z.object({ itemCode: req(64), planQty: qty })),
  })
  .transform(({ deliveryOrder: d, orderLines }): PlatformOrder => ({
    shop_id: d.ownerCode,
    external_order_id: d.deliveryOrderCode,
    updated_at: d.operateTime,
    receiver: { name: d.receiverInfo.name, phone: d.receiverInfo.mobile || d.receiverInfo.tel || '', province: d.receiverInfo.province, city: d.receiverInfo.city, district: d.receiverInfo.area, address: d.receiverInfo.detailAddress },
    items: orderLines.map((l) => ({ sku: l.itemCode, quantity: l.planQty })),
    memo: d.remark ?? '',
  }));

/** 京东商城: a POP order (orderId, venderId, modified, consigneeInfo, itemInfoList); shop = venderId */
const jdMall = z
  .object({
    orderId: idText,
    venderId: idText,
    modified: chinaTime,
    consigneeInfo: z.object({ fullname: req(50), mobile: txt(20).optional(), telephone: txt(20).optional(), province: req(30), city: req(30), county: req(30), fullAddress: req(200) }),
    /** outerSkuId: the seller's own code (商家SKU编码), which is our product code */
    itemInfoList: lines(z.object({ outerSkuId: req(64), itemTotal: qty })),
    orderRemark: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.venderId,
      external_order_id: p.orderId,
      updated_at: p.modified,
      receiver: {
        name: p.consigneeInfo.fullname,
        phone: p.consigneeInfo.mobile || p.consigneeInfo.telephone || '',
        province: p.consigneeInfo.province,
        city: p.consigneeInfo.city,
        district: p.consigneeInfo.county,
        address: p.consigneeInfo.fullAddress,
      },
      items: p.itemInfoList.map((i) => ({ sku: i.outerSkuId, quantity: i.itemTotal })),
      memo: p.orderRemark ?? '',
    }),
  );

/** 拼多多: pdd.order.information.get's order_info (decrypted receiver); shop = mall_id (ASSUMED in the push) */
const pinduoduo = z
  .object({
    order_sn: req(50),
    mall_id: idText,
    updated_at: chinaTime,
    receiver_name: req(50),
    receiver_phone: req(20),
    province: req(30),
    city: req(30),
    town: req(30),
    address: req(200),
    /** outer_id: the seller's SKU code (商家外部编码) */
    item_list: lines(z.object({ outer_id: req(64), goods_count: qty })),
    remark: txt(200).optional(),
    buyer_memo: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.mall_id,
      external_order_id: p.order_sn,
      updated_at: p.updated_at,
      receiver: { name: p.receiver_name, phone: p.receiver_phone, province: p.province, city: p.city, district: p.town, address: p.address },
      items: p.item_list.map((i) => ({ sku: i.outer_id, quantity: i.goods_count })),
      memo: [p.buyer_memo, p.remark].filter(Boolean).join(' / '),
    }),
  );

const named = z.object({ name: req(30) });
/** 抖店: order.orderDetail's shop_order_detail; shop = shop_id */
const douyin = z
  .object({
    order_id: idText,
    shop_id: idText,
    update_time: unixTime('s'),
    post_receiver: req(50),
    post_tel: req(20),
    post_addr: z.object({ province: named, city: named, town: named, detail: req(200) }),
    /** code: the seller's SKU code (商家编码) */
    sku_order_list: lines(z.object({ code: req(64), item_num: qty })),
    buyer_words: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.shop_id,
      external_order_id: p.order_id,
      updated_at: p.update_time,
      receiver: { name: p.post_receiver, phone: p.post_tel, province: p.post_addr.province.name, city: p.post_addr.city.name, district: p.post_addr.town.name, address: p.post_addr.detail },
      items: p.sku_order_list.map((s) => ({ sku: s.code, quantity: s.item_num })),
      memo: p.buyer_words ?? '',
    }),
  );

/** 唯品会: a JIT / direct-shipping order (order_id, vendor_id, buyer, state / city / county, order_goods by barcode) */
const vip = z
  .object({
    order_id: req(50),
    vendor_id: idText,
    /** ASSUMED: the order's last change time in the push */
    update_time: chinaTime,
    buyer: req(50),
    mobile: txt(20).optional(),
    tel: txt(20).optional(),
    state: req(30),
    city: req(30),
    county: req(30),
    address: req(200),
    /** barcode: the vendor's goods barcode, which is our product code */
    order_goods: lines(z.object({ barcode: req(64), amount: qty })),
    remark: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.vendor_id,
      external_order_id: p.order_id,
      updated_at: p.update_time,
      receiver: { name: p.buyer, phone: p.mobile || p.tel || '', province: p.state, city: p.city, district: p.county, address: p.address },
      items: p.order_goods.map((g) => ({ sku: g.barcode, quantity: g.amount })),
      memo: p.remark ?? '',
    }),
  );

/** 德邦: an order (logisticID, companyCode, receiver, gmtCommit); shop = companyCode (公司编码) */
const deppon = z
  .object({
    logisticID: req(50),
    companyCode: idText,
    gmtCommit: chinaTime,
    receiver: z.object({ name: req(50), mobile: txt(20).optional(), phone: txt(20).optional(), province: req(30), city: req(30), county: req(30), address: req(200) }),
    /** ASSUMED: Deppon's public order has one packageInfo without item codes; a pushing merchant lists its goods here */
    cargoList: lines(z.object({ cargoCode: req(64), totalNumber: qty })),
    remark: txt(200).optional(),
  })
  .transform(
    (p): PlatformOrder => ({
      shop_id: p.companyCode,
      external_order_id: p.logisticID,
      updated_at: p.gmtCommit,
      receiver: { name: p.receiver.name, phone: p.receiver.mobile || p.receiver.phone || '', province: p.receiver.province, city: p.receiver.city, district: p.receiver.county, address: p.receiver.address },
      items: p.cargoList.map((c) => ({ sku: c.cargoCode, quantity: c.totalNumber })),
      memo: p.remark ?? '',
    }),
  );

export const TRANSLATORS: Record<PlatformKey, PlatformTranslator> = {
  jdl: { signature: scheme('jdl', 'x-jdl-sign', 'HEX', true), schema: jdl },
  cainiao: { signature: scheme('cainiao', 'x-cainiao-data-digest', 'base64', true), schema: cainiao },
  jdMall: { signature: scheme('jos', 'x-jos-sign', 'HEX', false), schema: jdMall },
  pinduoduo: { signature: scheme('pdd', 'x-pdd-sign', 'HEX', false), schema: pinduoduo },
  douyin: { signature: scheme('douyin', 'event-sign', 'hex', false), schema: douyin },
  vip: { signature: scheme('vip', 'x-vip-sign', 'HEX', false), schema: vip },
  deppon: { signature: scheme('deppon', 'x-deppon-digest', 'base64', true), schema: deppon },
};

/** The header carrying the normalised format's signature: a relay (or our own tests) may still send that format. */
export const NORMALISED_SIGNATURE_HEADER = 'x-lading-signature';
