/** Demo master data of a servicer company: warehouses, stations, resources, product categories, products. */
import type { Db } from '../db/client';
import { productCategories, products, resources, stations, warehouses, type CodeName } from '../db/schema';
import type { AreaIndex } from './areas';
import { int, mobile, personName, streetAddress, type Rng } from './random';

export const DELIVERY_INSTALL: CodeName = { code: 'DELIVERY_INSTALL', name: '配装' };
const PAY_NOW = { settleTypeCode: 'PAY_NOW', settleTypeName: '现付' };
const MONTHLY = { settleTypeCode: 'MONTHLY', settleTypeName: '月结' };

export interface CatalogSpec {
  warehouses: { name: string; code: string; district: string }[];
  stations: { name: string; type: string; district: string }[];
  carriers: string[];
  drivers: string[];
  deliveryProviders: string[];
  consignors: string[];
  /** store name → index of its consignor */
  stores: [string, number][];
  factories: string[];
  productCount: number;
}

export interface Catalog {
  warehouseIds: number[];
  consignors: { id: number; name: string }[];
  stores: { id: number; consignorId: number }[];
  deliveries: { id: number; name: string }[];
  drivers: { id: number; name: string }[];
  products: ProductRow[];
}

export type ProductRow = typeof products.$inferSelect;

const CATEGORIES: [string, string, [string, string[]][]][] = [
  ['FURN', '家具', [
    ['沙发', ['北欧布艺三人沙发', '真皮转角沙发', '科技布懒人沙发', '实木框架双人沙发']],
    ['床', ['实木双人床 1.8m', '布艺软包床 1.5m', '儿童上下铺']],
    ['床垫', ['乳胶独立弹簧床垫 1.8m', '椰棕硬床垫 1.5m', '记忆棉床垫 1.8m']],
    ['桌椅', ['岩板餐桌 1.4m', '实木餐椅（两把装）', '升降电脑桌']],
    ['柜类', ['四门推拉衣柜', '电视柜', '鞋柜']],
  ]],
  ['APPL', '家电', [
    ['冰箱', ['十字对开门冰箱 470L', '双门冰箱 218L', '嵌入式冰箱 520L']],
    ['洗衣机', ['滚筒洗衣机 10kg', '洗烘一体机 10kg', '波轮洗衣机 8kg']],
    ['空调', ['1.5匹变频挂机', '3匹柜式空调']],
    ['电视', ['65英寸智能电视', '75英寸液晶电视']],
  ]],
  ['BATH', '卫浴', [
    ['马桶', ['智能一体马桶', '虹吸式马桶']],
    ['浴室柜', ['实木浴室柜 80cm', '岩板浴室柜 100cm']],
  ]],
];

export async function seedCatalog(
  db: Db,
  rng: Rng,
  companyId: number,
  spec: CatalogSpec,
  areas: AreaIndex,
): Promise<Catalog> {
  const where = (districtCode: string) => ({ ...areas.place(districtCode), address: streetAddress(rng) });

  const warehouseRows = await db
    .insert(warehouses)
    .values(
      spec.warehouses.map((w) => ({
        companyId,
        code: w.code,
        name: w.name,
        contact: personName(rng),
        phone: mobile(rng),
        ...where(w.district),
      })),
    )
    .returning({ id: warehouses.id });

  await db.insert(stations).values(
    spec.stations.map((s) => ({ companyId, name: s.name, type: s.type, contact: personName(rng), phone: mobile(rng), ...where(s.district) })),
  );

  const base = { companyId, phone: '', memo: '' };
  const consignorRows = await db
    .insert(resources)
    .values(
      spec.consignors.map((name, i) => ({
        ...base,
        objectType: 'consignor',
        name,
        phone: mobile(rng),
        ...(i % 3 === 2 ? MONTHLY : PAY_NOW),
        chargeMode: 'PRODUCT',
        isSendSms: '0',
        deductionNode: 'RECEIVE',
        isForbidCreateOrder: i === spec.consignors.length - 1 ? 1 : 0,
      })),
    )
    .returning({ id: resources.id, name: resources.name });

  const storeRows = spec.stores.length
    ? await db
        .insert(resources)
        .values(
          spec.stores.map(([name, owner]) => ({
            ...base,
            objectType: 'store',
            name,
            phone: mobile(rng),
            ...PAY_NOW,
            chargeMode: 'PRODUCT',
            isSendSms: '0',
            deductionNode: 'RECEIVE',
            parentId: consignorRows[owner].id,
          })),
        )
        .returning({ id: resources.id, parentId: resources.parentId })
    : [];

  const transporter = (name: string, objectSubType: string, objectType = 'transporter') => ({
    ...base,
    objectType,
    objectSubType,
    name,
    phone: mobile(rng),
    ...MONTHLY,
    serviceType: [DELIVERY_INSTALL],
    isRelated: objectSubType === 'T_SJ',
  });
  if (spec.carriers.length) await db.insert(resources).values(spec.carriers.map((n) => transporter(n, 'T_ZX')));
  const driverRows = spec.drivers.length
    ? await db.insert(resources).values(spec.drivers.map((n) => transporter(n, 'T_SJ'))).returning({ id: resources.id, name: resources.name })
    : [];
  const deliveryRows = await db
    .insert(resources)
    .values(spec.deliveryProviders.map((n) => transporter(n, 'T_PZ', 'delivery')))
    .returning({ id: resources.id, name: resources.name });
  if (spec.factories.length) {
    await db.insert(resources).values(spec.factories.map((name) => ({ ...base, objectType: 'factory', name, phone: mobile(rng), ...PAY_NOW })));
  }

  const productValues: (typeof products.$inferInsert)[] = [];
  let seq = 0;
  for (const [lv1Code, lv1Name, children] of CATEGORIES) {
    const [lv1] = await db
      .insert(productCategories)
      .values({ companyId, code: lv1Code, name: lv1Name, level: 1, sort: seq })
      .returning({ id: productCategories.id });
    for (const [index, [lv2Name, names]] of children.entries()) {
      const lv2Code = `${lv1Code}${String(index + 1).padStart(2, '0')}`;
      const [lv2] = await db
        .insert(productCategories)
        .values({ companyId, parentId: lv1.id, code: lv2Code, name: lv2Name, level: 2, sort: index })
        .returning({ id: productCategories.id });
      for (const name of names) {
        seq += 1;
        productValues.push({
          companyId,
          categoryId: lv2.id,
          code: `P${String(companyId).padStart(2, '0')}${String(seq).padStart(4, '0')}`,
          pno: `SKU-${lv2Code}-${String(seq).padStart(3, '0')}`,
          pnoName: name,
          name,
          package: lv1Code === 'FURN' ? int(rng, 1, 4) : 1,
          lv1CategoryCode: lv1Code,
          lv1CategoryName: lv1Name,
          lv2CategoryCode: lv2Code,
          lv2CategoryName: lv2Name,
        });
      }
    }
  }
  const productRows = await db.insert(products).values(productValues.slice(0, spec.productCount)).returning();

  return {
    warehouseIds: warehouseRows.map((w) => w.id),
    consignors: consignorRows,
    stores: storeRows.map((s) => ({ id: s.id, consignorId: s.parentId! })),
    deliveries: deliveryRows,
    drivers: driverRows,
    products: productRows,
  };
}
