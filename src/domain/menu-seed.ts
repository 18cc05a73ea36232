/**
 * The menu tree the server seeds per app code (spec §3 menu permission items). Every path names a route of
 * route-catalog.ts, so a menu entry always opens a screen.
 */
import { findRoute } from './route-catalog';
import type { AppCode } from './variants';

export interface MenuSeed {
  /** stable key; children point at it through `parent` */
  key: string;
  parent?: string;
  /** a route path from ROUTES (or a group path for folders) */
  path: string;
  zh: string;
  en: string;
  icon: string;
  hidden?: boolean;
  appCodes: AppCode[];
  /** button permission codes (menu_element_list / menu_opration_list) */
  elements?: string[];
  operations?: string[];
}

type MenuSpec = { key: string; zh: string; en: string; icon: string; path?: string; children?: (string | [string, { hidden?: boolean; elements?: string[]; operations?: string[] }])[] };

/** Titles of a route path (canonical or alias). */
function titleOf(path: string): { zh: string; en: string } {
  const r = findRoute(path);
  if (!r) throw new Error(`menu path without a route: ${path}`);
  return { zh: r.zh, en: r.en };
}

function buildMenus(appCode: AppCode, specs: MenuSpec[]): MenuSeed[] {
  const out: MenuSeed[] = [];
  for (const s of specs) {
    const key = `${appCode}.${s.key}`;
    out.push({ key, path: s.path ?? `#${s.key}`, zh: s.zh, en: s.en, icon: s.icon, appCodes: [appCode] });
    for (const child of s.children ?? []) {
      const [path, extra] = typeof child === 'string' ? [child, {}] : child;
      out.push({ key: `${key}.${path}`, parent: key, path, ...titleOf(path), icon: '', appCodes: [appCode], ...extra });
    }
  }
  return out;
}

const ACCOUNT = (prefix: string): MenuSpec => ({
  key: 'account', zh: '账户', en: 'Account', icon: 'user',
  children: [
    '/saas/message/index',
    [`/saas/account/my/index`, { hidden: true }],
    ...(prefix === 'sub' ? (['/saas/account/sub/index', ['/saas/account/sub/create', { hidden: true }], ['/saas/account/sub/detail/:id', { hidden: true }]] as MenuSpec['children'] & object) : []),
  ],
});

const o = (prefix: string, p: string) => `${prefix}/${p}`;

export const MENU_SEED: MenuSeed[] = [
  ...buildMenus('BANG', [
    { key: 'home', zh: '首页', en: 'Dashboard', icon: 'dashboard', path: '/saas/dashboard/index' },
    {
      key: 'order', zh: '订单管理', en: 'Orders', icon: 'order',
      children: [
        ['/saas/waybill/all/index', { elements: ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL'], operations: ['EXPORT'] }],
        o('/bang/order', 'create/waybill'), o('/bang/order', 'create/3pl'), o('/bang/order', 'create/saas'), o('/bang/order', 'drafts/index'), o('/bang/order', 'import/index'),
        o('/bang/order', 'review/index'), o('/bang/order', 'receive/index'), o('/bang/order', 'assign/index'), o('/bang/order', 'assignChange/index'), o('/bang/order', 'mapAssign/index'),
        o('/bang/order', 'appoint/index'), o('/bang/order', 'sign/index'), o('/bang/order', 'feedback/index'), o('/bang/order', 'signRecheck/index'),
        o('/bang/order', 'intercept/index'), o('/bang/order', 'recycle/index'),
        o('/bang/order', 'all/index'), o('/bang/order', 'dealershipReview/index'), o('/bang/order', 'erpReview/index'), o('/bang/order', 'inWarehouse/index'), o('/bang/order', 'outWarehouse/index'), o('/bang/order', 'leave/index'), o('/bang/order', 'arrival/index'), o('/bang/order', 'reappoint/index'), o('/bang/order', 'restricted/index'), o('/bang/order', 'changeApproval/index'),
        [o('/bang/order', 'detail/:id'), { hidden: true }], [o('/bang/order', 'update/:id'), { hidden: true }],
        '/saas/order-entry/entry', '/saas/order-entry/show',
        o('/bang/order', 'jdSync/index'), o('/bang/order', 'jdBind/index'),
      ],
    },
    {
      key: 'transit', zh: '中转管理', en: 'Transit', icon: 'truck',
      children: ['/saas/transit/stowage/index', ['/saas/transit/stowage/create', { hidden: true }], ['/saas/transit/stowage/detail/:id', { hidden: true }], ['/saas/transit/stowage/depart/:id', { hidden: true }], '/saas/transit/stowagePlan/index', ['/saas/transit/stowagePlan/detail/:id', { hidden: true }], '/saas/transit/arrive/index', '/saas/transit/drayage/index', '/saas/transit/shipment/index', '/saas/transit/routeReset/index', '/saas/transit/splitOrders/index', '/saas/business/transporterMap/index', ['/saas/business/transporterMap/show/:id', { hidden: true }]],
    },
    {
      key: 'warehouse', zh: '仓储管理', en: 'Warehouse', icon: 'warehouse',
      children: [
        '/saas/warehouse/in/index', ['/saas/warehouse/in/create', { hidden: true }], '/saas/warehouse/out/index', ['/saas/warehouse/out/create', { hidden: true }], '/saas/warehouse/drafts/index',
        '/saas/warehouse/inventory/index', '/saas/warehouse/lock/index', '/saas/warehouse/replenish/index', '/saas/warehouse/packages/index', '/saas/warehouse/productReplace/index', '/saas/warehouse/label/index',
      ],
    },
    { key: 'abnormal', zh: '异常管理', en: 'Abnormal', icon: 'alert', children: ['/saas/abnormal/create/index', '/saas/abnormal/check/index', '/saas/abnormal/end/index', '/saas/abnormal/archive/index', '/saas/abnormal/replenish/index', '/saas/abnormal/return/index', '/saas/abnormal/fix/index', '/saas/abnormal/refund/index', '/saas/abnormal/fee/index', ['/saas/abnormal/detail/:id', { hidden: true }]] },
    {
      key: 'quote', zh: '报价管理', en: 'Quotes', icon: 'bill',
      children: [
        '/saas/quote/overall/index', '/saas/quote/consignorBasic/index', '/saas/quote/consignorRatio/index', '/saas/quote/consignorExtra/index', '/saas/quote/overDistance/index',
        '/saas/quote/consignorTemplate/index', '/saas/quote/consignorGenerate/index', '/saas/quote/factoryLoad/index', '/saas/quote/deliveryBasic/index', '/saas/quote/deliveryExtra/index',
        '/saas/quote/transfer/index', '/saas/quote/land/index', '/saas/quote/route/index', '/saas/quote/stationLand/index', ['/saas/quote/card/:id', { hidden: true }],
      ],
    },
    { key: 'ticket', zh: '工单管理', en: 'Tickets', icon: 'ticket', children: ['/saas/ticket/v2/index', '/saas/ticket/expense/index', '/saas/ticket/call/index', '/saas/ticket/claim/index', '/saas/ticket/branchReport/index', '/saas/ticket/urge/index', '/saas/ticket/escalation/index', ['/saas/ticket/v2/create', { hidden: true }], ['/saas/ticket/v2/detail/:id', { hidden: true }]] },
    { key: 'resource', zh: '资源管理', en: 'Resources', icon: 'resource', children: ['/saas/resource/consignor/index', '/saas/resource/supplier/index', '/saas/resource/store/index', '/saas/resource/thirdParty/index', '/saas/resource/deliveryProvider/index', '/saas/resource/deliveryMan/index', '/saas/resource/driver/index', '/saas/resource/station/index', '/saas/resource/factory/index', '/saas/resource/line/index', ['/saas/resource/line/create', { hidden: true }], ['/saas/resource/line/detail/:id', { hidden: true }], ['/saas/resource/line/lineCreate/:id', { hidden: true }], '/saas/resource/contract/index', '/saas/resource/group/index'] },
    { key: 'finance', zh: '财务管理', en: 'Finance', icon: 'finance', children: ['/saas/finance/account/index', '/saas/finance/rechargeApproval/index', '/saas/finance/balance/index', '/saas/finance/bill/index', '/saas/finance/checkBill/index', '/saas/finance/income/index', '/saas/finance/consignorReview/index', '/saas/finance/settle/index', '/saas/finance/clearance/index', ['/saas/finance/bill/journal/:id', { hidden: true }], ['/saas/finance/checkBill/journal/:id', { hidden: true }]] },
    // a servicer company connects the platforms its orders come from (issue 22, src/domain/integrations/README.md)
    { key: 'api', zh: '平台对接', en: 'Integrations', icon: 'api', children: ['/saas/api/jdl/index', '/saas/api/cainiao/index', '/saas/api/jdMall/index', '/saas/api/pinduoduo/index', '/saas/api/douyin/index', '/saas/api/vip/index', '/saas/api/deppon/index'] },
    { key: 'report', zh: '报表中心', en: 'Reports', icon: 'report', children: ['/saas/report/abnormal/index', '/saas/report/feedback/index', '/saas/report/overArea/index', '/saas/report/receivable/index', '/saas/report/shopCost/index', '/saas/report/orderDaily/index', '/saas/report/stowagePlan/index', '/saas/report/warehouseLog/index'] },
    { key: 'basic', zh: '基础数据', en: 'Basic data', icon: 'settings', children: ['/saas/basic/transporter/index', ['/saas/basic/transporter/show/:id', { hidden: true }], '/saas/basic/consignor/index', ['/saas/basic/consignor/show/:id', { hidden: true }], '/saas/basic/storage/index', '/saas/basic/storageLocation/index', '/saas/basic/productType/index', '/saas/basic/product/index', '/saas/basic/operation/index', '/saas/basic/print/index', '/saas/basic/waybillTemplate/index', '/saas/basic/abnormal/index', '/saas/basic/address/index', '/saas/basic/timeLimit/global', '/saas/basic/timeLimit/district', '/saas/basic/timeLimit/ticket', '/saas/basic/blindArea/index', '/saas/basic/townKeyword/index', '/saas/basic/sorting/ticket', '/saas/basic/sorting/storageLocation', '/saas/basic/sorting/abnormal', '/saas/basic/sorting/route', '/saas/basic/sorting/staticRoute', '/saas/basic/sorting/station', '/saas/basic/sorting/delivery', '/saas/basic/sorting/deliveryConsignor', '/saas/basic/company/index'] },
    { key: 'system', zh: '系统管理', en: 'System', icon: 'system', children: [['/saas/system', { hidden: true }], '/saas/system/role/index', ['/saas/system/role/add', { hidden: true }], ['/saas/system/role/show/:id', { hidden: true }], ['/saas/system/role/update/:id', { hidden: true }], '/saas/system/group/index', ['/saas/system/group/add', { hidden: true }], ['/saas/system/group/show/:id', { hidden: true }], ['/saas/system/group/update/:id', { hidden: true }], '/saas/system/account/index', ['/saas/system/account/add', { hidden: true }], ['/saas/system/account/show/:id', { hidden: true }], ['/saas/system/account/update/:id', { hidden: true }], '/saas/user/role/index', '/saas/system/audit/index'] },
    { key: 'field', zh: '现场作业', en: 'Field work', icon: 'truck', children: ['/saas/field/tasks', '/saas/field/scan', '/saas/sync/devices', '/saas/sync/index'] },
    { key: 'marketing', zh: '营销与内容', en: 'Marketing', icon: 'marketing', children: ['/saas/marketing/incentive/index', '/saas/subscription/index', ['/saas/subscription/show/:id', { hidden: true }]] },
    ACCOUNT('sub'),
  ]),
  ...buildMenus('DA', [
    { key: 'home', zh: '商家首页', en: 'Merchant home', icon: 'dashboard', path: '/saas/consignor/index' },
    { key: 'dashboard', zh: '数据看板', en: 'Dashboard', icon: 'chart', path: '/saas/dashboard/index' },
    {
      key: 'order', zh: '订单管理', en: 'Orders', icon: 'order',
      children: [
        ['/saas/waybill/all/index', { elements: ['DA_FEE_SHOW'] }], o('/da/order', 'create/waybill'), o('/da/order', 'create/pre-order'), o('/da/order', 'drafts/index'),
        o('/da/order', 'import/index'), o('/da/order', 'all/index'), o('/da/order', 'recycle/index'), [o('/da/order', 'detail/:id'), { hidden: true }], [o('/da/order', 'update/:id'), { hidden: true }],
      ],
    },
    { key: 'warehouse', zh: '仓储管理', en: 'Warehouse', icon: 'warehouse', children: ['/da/warehouse/notice/index'] },
    {
      key: 'abnormal', zh: '异常管理', en: 'Abnormal', icon: 'alert',
      children: ['/da/abnormal/create/index', '/da/abnormal/end/index', '/da/abnormal/replenish/index', '/da/abnormal/return/index', '/da/abnormal/fix/index', '/da/abnormal/refund/index', '/da/abnormal/fee/index', ['/da/abnormal/detail/:id', { hidden: true }]],
    },
    { key: 'ticket', zh: '工单管理', en: 'Tickets', icon: 'ticket', children: ['/saas/ticket/v2/index', '/saas/ticket/claim/index', ['/saas/ticket/v2/create', { hidden: true }], ['/saas/ticket/v2/detail/:id', { hidden: true }]] },
    { key: 'finance', zh: '财务管理', en: 'Finance', icon: 'finance', children: ['/saas/finance/balance/index', '/saas/finance/bill/index', '/da/finance/checkBill/index', ['/saas/finance/bill/journal/:id', { hidden: true }], ['/da/finance/checkBill/journal/:id', { hidden: true }]] },
    { key: 'field', zh: '现场作业', en: 'Field work', icon: 'truck', children: ['/saas/sync/index'] },
    { key: 'marketing', zh: '营销与内容', en: 'Marketing', icon: 'marketing', children: ['/saas/article/consignor/index', '/saas/marketing/recommend/index', '/saas/subscription/index', ['/saas/subscription/show/:id', { hidden: true }]] },
    ACCOUNT('sub'),
  ]),
  ...buildMenus('PAI', [
    { key: 'home', zh: '首页', en: 'Dashboard', icon: 'dashboard', path: '/saas/dashboard/index' },
    {
      key: 'order', zh: '订单管理', en: 'Orders', icon: 'order',
      children: [
        ['/saas/waybill/all/index', { elements: ['PAI_N_FEE_SHOW'] }], o('/saas/order', 'receive/index'), o('/saas/order', 'inWarehouse/index'), o('/saas/order', 'outWarehouse/index'),
        o('/saas/order', 'assign/index'), o('/saas/order', 'mapAssign/index'), o('/saas/order', 'appoint/index'), o('/saas/order', 'sign/index'), o('/saas/order', 'feedback/index'),
        o('/saas/order', 'leave/index'), o('/saas/order', 'arrival/index'), o('/saas/order', 'reappoint/index'),
        [o('/saas/order', 'detail/:id'), { hidden: true }],
      ],
    },
    {
      key: 'warehouse', zh: '仓储管理', en: 'Warehouse', icon: 'warehouse',
      children: ['/saas/warehouse/in/index', ['/saas/warehouse/in/create', { hidden: true }], '/saas/warehouse/out/index', ['/saas/warehouse/out/create', { hidden: true }], '/saas/warehouse/drafts/index', '/saas/warehouse/inventory/index', '/saas/warehouse/packages/index'],
    },
    { key: 'abnormal', zh: '异常管理', en: 'Abnormal', icon: 'alert', children: ['/saas/abnormal/create/index', ['/saas/abnormal/detail/:id', { hidden: true }]] },
    { key: 'finance', zh: '财务管理', en: 'Finance', icon: 'finance', children: ['/saas/finance/bill/index', '/pai/finance/checkBill/index', ['/saas/finance/bill/journal/:id', { hidden: true }], ['/pai/finance/checkBill/journal/:id', { hidden: true }]] },
    { key: 'field', zh: '现场作业', en: 'Field work', icon: 'truck', children: ['/saas/field/tasks', '/saas/field/scan', '/saas/sync/devices', '/saas/sync/index'] },
    ACCOUNT('main'),
  ]),
  ...buildMenus('FMZY', [
    { key: 'home', zh: '首页', en: 'Dashboard', icon: 'dashboard', path: '/saas/dashboard/index' },
    { key: 'basic', zh: '平台数据', en: 'Platform data', icon: 'settings', children: ['/saas/basic/servicer/index', ['/saas/basic/servicer/show/:id', { hidden: true }], '/saas/basic/audit/index', ['/saas/basic/audit/show/:id', { hidden: true }], '/saas/basic/address/index'] },
    { key: 'system', zh: '系统管理', en: 'System', icon: 'system', children: [['/saas/system', { hidden: true }], '/saas/system/menu/index', ['/saas/system/menu/add', { hidden: true }], ['/saas/system/menu/show/:id', { hidden: true }], ['/saas/system/menu/update/:id', { hidden: true }], '/saas/system/role/index', ['/saas/system/role/add', { hidden: true }], ['/saas/system/role/show/:id', { hidden: true }], ['/saas/system/role/update/:id', { hidden: true }], '/saas/system/account/index', '/saas/user/role/index', '/saas/system/opsCtl/index', '/saas/system/audit/index'] },
    { key: 'marketing', zh: '营销与内容', en: 'Marketing', icon: 'marketing', children: ['/saas/article/index', ['/saas/article/edit', { hidden: true }], ['/saas/article/edit/:id', { hidden: true }], ['/saas/article/show/:id', { hidden: true }], '/saas/marketing/recommend/index', '/saas/marketing/feeConfig/index', '/saas/subscription/index', ['/saas/subscription/show', { hidden: true }], ['/saas/subscription/show/:id', { hidden: true }]] },
    ACCOUNT('main'),
  ]),
];
