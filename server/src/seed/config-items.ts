/** System config items (spec §2.5 order tags, §7 settlement types, services…), added at every start when missing. */
import type { ConfigCategory } from '../../../src/domain/resources';
import type { Db } from '../db/client';
import { configItems } from '../db/schema';

type Item = [code: string, name: string, js?: string];

const SETTLE_COMMON: Item[] = [
  ['PAY_NOW', '现付'],
  ['MONTHLY', '月结'],
  ['ARRIVE_PAY', '到付'],
];

export const SYSTEM_CONFIG_ITEMS: Record<ConfigCategory, Item[]> = {
  ORDER_TAG: [
    ['SECOND_DOOR', '二次上门', 'warning'],
    ['RETURN', '退货', 'warning'],
    ['REPLENISH', '补件', 'warning'],
    ['REISSUE', '补发', 'warning'],
    ['REPAIR', '维修', 'warning'],
    ['DIVIDE', '拆单', 'warning'],
    ['COMPLETE_SET', '齐套', 'warning'],
    ['PAY_NOW', '现付', 'warning'],
    ['TICKET', '工单', 'danger'],
    ['SUB_ORDER', '子单', 'warning'],
    ['ABNORMAL', '异常', 'danger'],
    ['REFUND', '退款', 'warning'],
  ],
  ABNORMAL_TYPE: [
    ['DAMAGED', '破损'],
    ['LOST', '丢件'],
    ['SHORTAGE', '少件'],
    ['WRONG_GOODS', '错发'],
    ['DELAY', '延误'],
    ['REFUSED', '拒收'],
    ['ADDRESS_ERROR', '地址错误'],
    ['OTHER', '其他'],
  ],
  SERVICE_PKG_TYPE: [
    ['DELIVERY', '送货'],
    ['DELIVERY_INSTALL', '送装'],
    ['INSTALL', '安装'],
    ['REPAIR', '维修'],
    ['PICKUP', '提货'],
  ],
  SETTLE_T_ZX: SETTLE_COMMON,
  SETTLE_CONSIGNOR: [...SETTLE_COMMON, ['PREPAID', '预付款']],
  SETTLE_STORE: SETTLE_COMMON,
  SETTLE_DELIVERY: [['PAY_NOW', '现付'], ['MONTHLY', '月结'], ['PER_ORDER', '单结']],
  DRIVER_SERVICE_TYPE: [
    ['DELIVERY_INSTALL', '配装'],
    ['DELIVERY', '配送'],
    ['INSTALL', '安装'],
    ['TRUNK', '干线'],
  ],
  SETTLE_METHOD: [
    ['CASH', '现结'],
    ['MONTHLY', '月结'],
    ['DEDUCT', '扣款'],
  ],
};

/** Inserts the missing system items (company_id null); a company's own items are left alone. */
export async function syncConfigItems(db: Db): Promise<void> {
  const values = Object.entries(SYSTEM_CONFIG_ITEMS).flatMap(([categoryCode, items]) =>
    items.map(([code, name, js = ''], sort) => ({ companyId: null, categoryCode, code, name, js, sort })),
  );
  // the unique index (coalesce(company_id, 0), category_code, code) makes re-runs insert only what is missing
  await db.insert(configItems).values(values).onConflictDoNothing();
}
