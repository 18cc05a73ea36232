/**
 * Every route of spec §2.1–§2.3 with its name, titles and aliases. The browser's route registry maps these
 * names to screens; the menus the server seeds (menu-seed.ts) only name paths found here.
 */

export interface RouteDef {
  path: string;
  name: string;
  zh: string;
  en: string;
  /** other paths that show the same screen */
  aliases?: string[];
}


export const PUBLIC_PATHS = [
  '/login', '/auth-redirect', '/test', '/register', '/register2', '/forget-password', '/edit-company',
  '/examining', '/active-entry', '/order/query', '/order/price', '/order/plan', '/logout', '/404', '/401',
] as const;
export const PUBLIC_PREFIXES = ['/order/attachment/', '/redirect/'] as const;
/** Spec §2.2: besides the permitted menu's routes, only these remain. */
export const ALWAYS_PERMITTED = ['/ss-fhb/report/index/:id', '/layout'] as const;
/** §2.2's root rule: / and /my/index redirect to /my/{product}, the welcome page every signed-in user lands on. */
export const WELCOME_PATHS = ['/', '/my/index', '/my/:product'] as const;
/**
 * Screens every account opens whatever its role (dashboard, my account, messages, sync). They are not a hard-coded
 * exception of the browser: the server adds their menu entries (and their folders) to every account's menu
 * (server/src/repositories/menus.ts), so they come from the menu like any other route — an app code whose menu has
 * no such entry (the platform's has no sync) does not open it.
 */
export const EVERY_ACCOUNT_MENU_PATHS = ['/saas/dashboard/index', '/saas/account/my/index', '/saas/message/index', '/saas/sync/index'] as const;

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
}

/** Route names derive from the path: /saas/waybill/all/index → saasWaybillAllIndex, /x/detail/:id → xDetailId. */
export function routeNameForPath(path: string): string {
  const words = path
    .split(/[/\-_]+/)
    .filter(Boolean)
    .map((w) => w.replace(/^:/, ''));
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

type Entry = [path: string, zh: string, en: string, aliases?: string[]];

const each = (base: string, rows: [string, string, string][]): Entry[] => rows.map(([p, zh, en]) => [`${base}/${p}`, zh, en]);

/** Order screens exist under four prefixes; /saas/order is canonical, the others are aliases. */
const ORDER_PREFIXES = ['/bang/order', '/da/order', '/da-shop/order'];
const orderRoutes: Entry[] = (
  [
    ['create/waybill', '创建运单', 'Create waybill'],
    ['create/3pl', '创建三方运单', 'Create 3PL waybill'],
    ['create/saas', '创建SaaS运单', 'Create SaaS waybill'],
    ['create/pre-waybill', '创建预运单', 'Create pre-waybill'],
    ['create/pre-order', '创建预订单', 'Create pre-order'],
    ['create/dealership', '经销商打标', 'Dealership marking'],
    ['create/erp', 'ERP打标', 'ERP marking'],
    ['create/jdl', '京东物流下单', 'JDL order'],
    ['create/delivery', '创建配送单', 'Create delivery order'],
    ['update/:id', '编辑订单', 'Edit order'],
    ['detail/:id', '订单详情', 'Order detail'],
    ['drafts/index', '草稿箱', 'Drafts'],
    ['recycle/index', '回收站', 'Recycle bin'],
    ['import/index', '订单导入', 'Import orders'],
    ['all/index', '全部订单', 'All orders'],
    ['review/index', '待审核', 'Pending review'],
    ['dealershipReview/index', '经销商审核', 'Dealership review'],
    ['erpReview/index', 'ERP审核', 'ERP review'],
    ['receive/index', '收货', 'Receive'],
    ['inWarehouse/index', '入库', 'Warehouse in'],
    ['outWarehouse/index', '出库', 'Warehouse out'],
    ['intercept/index', '拦截记录', 'Intercept records'],
    ['arrival/index', '到货', 'Arrival'],
    ['leave/index', '发车', 'Dispatch'],
    ['assign/index', '分配', 'Assignment'],
    ['assignChange/index', '改派', 'Assignment change'],
    ['mapAssign/index', '地图分配', 'Map assignment'],
    ['appoint/index', '预约', 'Appointment'],
    ['reappoint/index', '改约', 'Re-appointment'],
    ['sign/index', '签收', 'Sign'],
    ['feedback/index', '回访', 'Feedback'],
    ['restricted/index', '限运管控', 'Restricted goods'],
    ['signRecheck/index', '签收复核', 'Sign recheck'],
    ['changeApproval/index', '改单审批', 'Order-change approval'],
    ['jdSync/index', '京东订单同步', 'JD order sync'],
    ['jdBind/index', '京东商城绑定', 'JD mall binding'],
  ] as [string, string, string][]
).map(([p, zh, en]) => [`/saas/order/${p}`, zh, en, ORDER_PREFIXES.map((pre) => `${pre}/${p}`)]);

const abnormalRoutes: Entry[] = (
  [
    ['create/index', '异常登记', 'Create abnormal'],
    ['check/index', '异常审核', 'Check abnormal'],
    ['end/index', '异常完结', 'End abnormal'],
    ['archive/index', '异常归档', 'Archived abnormal'],
    ['replenish/index', '补件', 'Replenish'],
    ['return/index', '退货', 'Return'],
    ['fix/index', '维修', 'Fix'],
    ['refund/index', '退款跟踪', 'Refund tracking'],
    ['fee/index', '异常费用明细', 'Abnormal fees'],
    ['detail/:id', '异常详情', 'Abnormal detail'],
  ] as [string, string, string][]
).map(([p, zh, en]) => [`/saas/abnormal/${p}`, zh, en, [`/da/abnormal/${p}`]]);

const systemSet = (kind: string, zh: string, en: string): Entry[] => [
  [`/saas/system/${kind}/index`, `${zh}管理`, `${en}s`],
  [`/saas/system/${kind}/add`, `新增${zh}`, `Add ${en.toLowerCase()}`],
  [`/saas/system/${kind}/show/:id`, `${zh}详情`, `${en} detail`],
  [`/saas/system/${kind}/update/:id`, `编辑${zh}`, `Edit ${en.toLowerCase()}`],
];

const entries: Entry[] = [
  ['/saas/dashboard/index', '首页', 'Dashboard'],
  ['/saas/consignor/index', '商家首页', 'Merchant home'],
  ['/saas/account/my/index', '我的账户', 'My account'],
  ['/saas/message/index', '消息中心', 'Messages'],
  // Offline work (issue 6; not in the spec, which is silent on it): the sync centre every user has, the
  // dispatchers' view of devices with unsent work, a field worker's downloaded tasks, and scan-to-act.
  ['/saas/sync/index', '同步中心', 'Sync centre'],
  ['/saas/sync/devices', '设备同步状态', 'Device sync'],
  ['/saas/field/tasks', '我的任务', 'My tasks'],
  ['/saas/field/scan', '扫码作业', 'Scan work'],
  ['/saas/account/sub/index', '子账号', 'Sub-accounts'],
  ['/saas/account/sub/create', '新增子账号', 'Add sub-account'],
  ['/saas/account/sub/detail/:id', '子账号详情', 'Sub-account detail'],
  ['/saas/business/transporterMap/index', '运力地图', 'Transporter map'],
  ['/saas/business/transporterMap/show/:id', '运力位置', 'Transporter location'],
  ['/saas/system', '系统管理', 'System'],
  ['/saas/user/role/index', '数据权限角色', 'Data-permission roles'],
  ...systemSet('role', '角色', 'Role'),
  ...systemSet('group', '用户组', 'User group'),
  ...systemSet('account', '账号', 'Account'),
  ...systemSet('menu', '菜单', 'Menu'),
  ['/saas/system/opsCtl/index', '运维通道', 'Ops channel'],
  ['/saas/system/audit/index', '操作日志', 'Audit log'],
  ...each('/saas/basic', [
    ['servicer/index', '服务商', 'Servicers'],
    ['servicer/show/:id', '服务商详情', 'Servicer detail'],
    ['transporter/index', '承运商', 'Transporters'],
    ['transporter/show/:id', '承运商详情', 'Transporter detail'],
    ['consignor/index', '商家', 'Consignors'],
    ['consignor/show/:id', '商家详情', 'Consignor detail'],
    ['audit/index', '资质审核', 'Qualification review'],
    ['audit/show/:id', '审核详情', 'Review detail'],
    ['operation/index', '运营设置', 'Operation settings'],
    ['print/index', '打印单据配置', 'Print and documents'],
    ['waybillTemplate/index', '运单模板', 'Waybill template'],
    ['address/index', '地址库', 'Address database'],
    ['blindArea/index', '盲区配置', 'Blind-area config'],
    ['townKeyword/index', '乡镇关键字', 'Town keywords'],
    ['company/index', '公司信息', 'Company info'],
    ['abnormal/index', '异常配置', 'Abnormal config'],
    ['timeLimit/global', '全局时效', 'Global time limits'],
    ['timeLimit/district', '区域时效', 'District time limits'],
    ['timeLimit/ticket', '工单时效', 'Ticket time limits'],
    ['storage/index', '仓库', 'Warehouses'],
    ['storageLocation/index', '库位', 'Storage locations'],
    ['productType/index', '产品类型', 'Product types'],
    ['product/index', '产品', 'Products'],
    ['sorting/ticket', '工单分拣配置', 'Ticket sorting'],
    ['sorting/storageLocation', '库位分拣配置', 'Storage-location sorting'],
    ['sorting/abnormal', '异常分拣配置', 'Abnormal sorting'],
    ['sorting/route', '路由配置', 'Route sorting'],
    ['sorting/staticRoute', '静态路由配置', 'Static route sorting'],
    ['sorting/station', '站点分拣配置', 'Station sorting'],
    ['sorting/delivery', '配送分拣配置', 'Delivery sorting'],
    ['sorting/deliveryConsignor', '商家配送分拣配置', 'Delivery-consignor sorting'],
  ]),
  ...orderRoutes,
  ['/saas/waybill/all/index', '全部运单', 'All waybills'],
  ['/saas/order-entry/entry', '快速录单', 'Order entry'],
  ['/saas/order-entry/show', '录单查看', 'Entered orders'],
  ...abnormalRoutes,
  ...each('/saas/ticket', [
    ['v2/index', '工单', 'Tickets'],
    ['expense/index', '费用审批', 'Expense approval'],
    ['call/index', '呼叫工单', 'Calls'],
    ['claim/index', '商家索赔', 'Merchant claims'],
    ['branchReport/index', '网点报备', 'Branch report'],
    ['urge/index', '催单', 'Urge'],
    ['escalation/index', '异常升级', 'Abnormal escalation'],
    // not in the spec's list (its ticket screens are lists): the create and detail screens every list opens
    ['v2/create', '新建工单', 'New ticket'],
    ['v2/detail/:id', '工单详情', 'Ticket detail'],
  ]),
  ...each('/saas/quote', [
    ['overall/index', '报价总览', 'Quotes overview'],
    ['consignorBasic/index', '商家基础报价', 'Consignor basic quote'],
    ['consignorRatio/index', '商家比例报价', 'Consignor ratio quote'],
    ['consignorExtra/index', '商家附加费', 'Consignor extra fees'],
    ['consignorTemplate/index', '商家报价模板', 'Consignor quote templates'],
    ['consignorGenerate/index', '生成商家报价', 'Generate consignor quotes'],
    ['factoryLoad/index', '工厂装车费', 'Factory load fees'],
    ['deliveryBasic/index', '配送基础报价', 'Delivery basic quote'],
    ['deliveryExtra/index', '配送附加费', 'Delivery extra fees'],
    ['transfer/index', '中转报价', 'Transfer quote'],
    ['land/index', '落地配报价', 'Land quote'],
    ['route/index', '线路报价', 'Route quote'],
    ['stationLand/index', '站点落地报价', 'Station land quote'],
    ['overDistance/index', '超区附加费', 'Over-distance extra'],
    // not in the spec's list: a card's versions and rows, opened from every rate-card screen (issue 20)
    ['card/:id', '报价详情', 'Rate card'],
  ]),
  ...(
    [
      ['drayage/index', '短驳', 'Drayage'],
      ['stowage/index', '配载列表', 'Stowage list'],
      ['stowage/create', '创建配载', 'Create stowage'],
      ['stowage/depart/:id', '配载发车', 'Stowage departure'],
      ['stowage/detail/:id', '配载详情', 'Stowage detail'],
      ['stowagePlan/index', '配载计划', 'Stowage plan'],
      ['stowagePlan/detail/:id', '配载计划详情', 'Stowage plan detail'],
      ['arrive/index', '中转到货', 'Transit arrival'],
      ['shipment/index', '中转发货', 'Transit shipment'],
      ['routeReset/index', '路由重置', 'Route reset'],
      ['splitOrders/index', '拆单', 'Split orders'],
    ] as [string, string, string][]
  ).map(([p, zh, en]): Entry => [`/saas/transit/${p}`, zh, en, [`/saas/transit2/${p}`]]),
  ...each('/saas/warehouse', [
    ['in/create', '新建入库', 'New warehouse in'],
    ['in/index', '入库单', 'Warehouse in'],
    ['out/create', '新建出库', 'New warehouse out'],
    ['out/index', '出库单', 'Warehouse out'],
    ['drafts/index', '仓储草稿', 'Warehouse drafts'],
    ['inventory/index', '库存', 'Inventory'],
    ['lock/index', '锁定/解锁', 'Lock / unlock'],
    ['replenish/index', '补货', 'Replenish'],
    ['packages/index', '包件', 'Packages'],
    ['label/index', '标签打印', 'Label printing'],
    ['productReplace/index', '产品替换', 'Product replace'],
  ]),
  // A merchant's advance notices (issue 17; the spec lists no merchant warehouse screen): the consignor's own 到货预报
  ['/da/warehouse/notice/index', '到货预报', 'Advance notices'],
  ...each('/saas/resource', [
    ['consignor/index', '商家管理', 'Consignors'],
    ['contract/index', '合同', 'Contracts'],
    ['factory/index', '工厂', 'Factories'],
    ['store/index', '店铺', 'Stores'],
    ['supplier/index', '供应商', 'Suppliers'],
    ['thirdParty/index', '三方物流', 'Third-party logistics'],
    ['line/index', '运输线路', 'Transport lines'],
    ['line/create', '新建线路', 'Create line'],
    ['line/detail/:id', '线路详情', 'Line detail'],
    ['line/lineCreate/:id', '新建线路段', 'Create line leg'],
    ['deliveryMan/index', '配送员', 'Delivery men'],
    ['deliveryProvider/index', '配送服务商', 'Delivery providers'],
    ['driver/index', '司机', 'Drivers'],
    ['station/index', '站点', 'Stations'],
    ['group/index', '分组', 'Groups'],
  ]),
  ...each('/saas/finance', [
    ['account/index', '资金账户', 'Accounts'],
    ['clearance/index', '付款结清', 'Payment clearance'],
    ['income/index', '收入记录', 'Income records'],
    ['consignorReview/index', '商家审核', 'Consignor review'],
    ['rechargeApproval/index', '充值审批', 'Recharge approval'],
    ['balance/index', '余额', 'Balances'],
    ['settle/index', '结算', 'Settlement'],
    ['bill/index', '账单', 'Bills'],
    ['bill/journal/:id', '账单流水', 'Bill journal'],
    ['checkBill/index', '对账单', 'Check bills'],
    ['checkBill/journal/:id', '对账流水', 'Check-bill journal'],
    // the statements a merchant (DA) and a delivery provider (PAI) answer: their own menu paths, the same screens
  ]).map(([path, zh, en]): Entry => (path.includes('/checkBill/') ? [path, zh, en, ['/da', '/pai'].map((v) => path.replace('/saas', v))] : [path, zh, en])),
  ...each('/saas/report', [
    ['abnormal/index', '异常报表', 'Abnormal report'],
    ['shopCost/index', '店铺费用报表', 'Shop cost report'],
    ['feedback/index', '回访报表', 'Feedback report'],
    ['receivable/index', '应收报表', 'Receivables report'],
    ['overArea/index', '超区报表', 'Over-area report'],
    ['stowagePlan/index', '配载计划报表', 'Stowage plan report'],
    ['warehouseLog/index', '仓储日志', 'Warehouse logs'],
    ['orderDaily/index', '订单日报', 'Daily orders report'],
  ]),
  ['/ss-fhb/report/index/:id', '报表', 'Report'],
  ['/saas/marketing/incentive/index', '激励计划', 'Incentive plan'],
  ['/saas/article/consignor/index', '商家文章', 'Consignor articles'],
  ['/saas/article/index', '文章', 'Articles'],
  ['/saas/article/edit', '新建文章', 'New article'],
  ['/saas/article/edit/:id', '编辑文章', 'Edit article'],
  ['/saas/article/show/:id', '文章详情', 'Article'],
  ['/saas/marketing/recommend/index', '推荐服务商', 'Recommended servicers'],
  ['/saas/subscription/index', '订阅', 'Subscriptions'],
  ['/saas/subscription/show', '订阅详情', 'Subscription'],
  ['/saas/subscription/show/:id', '订阅详情', 'Subscription detail'],
  ['/saas/marketing/feeConfig/index', '费用配置', 'Fee config'],
  ...each('/saas/api', [
    ['jdl/index', '京东物流', 'JD Logistics'],
    ['cainiao/index', '菜鸟', 'Cainiao'],
    ['jdMall/index', '京东商城', 'JD Mall'],
    ['pinduoduo/index', '拼多多', 'Pinduoduo'],
    ['douyin/index', '抖音', 'Douyin'],
    ['vip/index', '唯品会', 'Vip'],
    ['deppon/index', '德邦', 'Deppon'],
  ]),
];

/** Every authenticated route of spec §2.3. */
export const ROUTES: RouteDef[] = entries.map(([path, zh, en, aliases]) => ({
  path,
  name: routeNameForPath(path),
  zh,
  en,
  ...(aliases ? { aliases } : {}),
}));

/** Finds the route whose path or alias matches a concrete path (':param' segments match any one segment). */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => [r.path, ...(r.aliases ?? [])].some((p) => pathMatches(p, clean)));
}

export function pathMatches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg.startsWith('$') || seg === b[i]);
}
