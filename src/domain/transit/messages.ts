/** Transit's words in both languages: the server's refusals (msg) and the labels of types, statuses, actions and scan verdicts both sides show. */
import type { DiscrepancyKind } from './reconcile';
import type { LoadAction, LoadStatus, LoadType } from './loads';
import type { LoadScanResult } from './scan-match';

type Lang = { zh: string; en: string };

export const TRANSIT_MESSAGES = {
  tsSiteRequired: { zh: '请选择站点或仓库', en: 'Choose a station or warehouse' },
  tsSiteInvalid: { zh: '站点或仓库不存在', en: 'The station or warehouse does not exist' },
  tsSameSite: { zh: '始发地与目的地不能相同', en: 'The origin and the destination must differ' },
  tsLineInvalid: { zh: '线路不存在', en: 'The line does not exist' },
  tsCarrierInvalid: { zh: '承运商不存在', en: 'The carrier does not exist' },
  tsDriverInvalid: { zh: '司机不存在', en: 'The driver does not exist' },
  tsMoneyCents: { zh: '金额最多两位小数', en: 'Amounts have at most 2 decimals' },
  tsMoneyNegative: { zh: '金额不能为负数', en: 'The amount cannot be negative' },
  tsMoneyTooBig: { zh: '金额过大', en: 'The amount is too large' },
  tsTooManyOrders: { zh: '一次最多2000个订单', en: 'At most 2000 orders at once' },
  tsTooManyScans: { zh: '一次最多500条扫描', en: 'At most 500 scans at once' },
  tsReasonRequired: { zh: '请填写原因', en: 'Give a reason' },
  tsNoteRequired: { zh: '请填写处理说明', en: 'Describe how it was resolved' },
  tsPackageNoInvalid: { zh: '包件号格式不正确（订单号-三位序号）', en: 'A carton number is the order number, a dash and a 3-digit sequence' },
  tsSplitCartonsRequired: { zh: '请选择要拆出的包件', en: 'Choose the cartons to split off' },
  tsSplitAll: { zh: '不能拆出订单的全部包件', en: 'An order cannot split off all its cartons' },
  tsSplitNotOfOrder: { zh: '包件{package}不属于订单{no}', en: 'Carton {package} is not of order {no}' },
  tsSplitLoaded: { zh: '包件{package}已装上配载{load}（未到达），不能拆出', en: 'Carton {package} is loaded on {load}, not yet arrived: it cannot be split off' },
  tsSplitNoTooLong: { zh: '子订单号{no}超过32位，不能再拆', en: 'The child order number {no} would pass 32 characters: no further split' },
  tsSplitStatus: { zh: '订单{no}当前状态为{status}，不能拆单', en: 'Order {no} is {status}: it cannot be split' },
  tsActionNotAllowed: { zh: '配载{no}当前状态为{status}，不能{action}', en: 'Load {no} is {status}: it cannot {action}' },
  tsNothingLoaded: { zh: '配载{no}尚未装车任何包件，不能发车', en: 'Nothing is loaded on {no}: it cannot depart' },
  tsUnloadingStarted: { zh: '配载{no}已开始卸车，不能取消发车', en: 'Unloading of {no} has begun: its departure cannot be cancelled' },
  tsPartlyLoaded: {
    zh: '订单{orders}只装了部分包件：补装、移出，或勾选“允许部分发车”',
    en: 'Orders {orders} are partly loaded: load the rest, take them off, or allow a partial departure',
  },
  tsOrderNotLoadable: { zh: '订单{no}当前状态为{status}，不能配载', en: 'Order {no} is {status}: it cannot be loaded' },
  tsOrderOnOtherLoad: { zh: '订单{no}已在配载{load}中', en: 'Order {no} is already on load {load}' },
  tsOrderNotAtSite: { zh: '订单{no}不在{site}', en: 'Order {no} is not at {site}' },
  tsOrderInvalid: { zh: '订单不存在', en: 'The order does not exist' },
  tsOrderHasLoaded: { zh: '订单{no}已有包件装车，请先取消装车', en: 'Cartons of order {no} are loaded: cancel the loading first' },
  tsOrderNotOnLoad: { zh: '订单不在该配载中', en: 'The order is not on this load' },
  tsDepartOrderRefused: { zh: '订单{no}状态已变为{status}，发车未执行', en: 'Order {no} is now {status}: nothing departed' },
  tsArriveOrderRefused: { zh: '订单{no}状态已变为{status}，到达未执行', en: 'Order {no} is now {status}: nothing arrived' },
  tsCancelDepartRefused: { zh: '订单{no}状态已变为{status}，不能取消发车', en: 'Order {no} is now {status}: the departure cannot be cancelled' },
  tsCancelArriveRefused: { zh: '订单{no}状态已变为{status}，不能取消到达', en: 'Order {no} is now {status}: the arrival cannot be cancelled' },
  tsLoadChanged: { zh: '配载已被他人修改，请刷新后重试', en: 'Someone else changed the load: reload and try again' },
  tsLoadLocked: { zh: '配载{no}已发车，不能修改', en: 'Load {no} has departed: it cannot be changed' },
  tsLocationInvalid: { zh: '收货库位不属于目的仓库', en: 'The receiving location is not in the destination warehouse' },
  tsDiscrepancyResolved: { zh: '该差异已处理', en: 'This discrepancy is already resolved' },
  tsStationInvalid: { zh: '目的站点不存在', en: 'The destination station does not exist' },
  tsStationNotOnLine: { zh: '站点不在线路{line}上', en: 'The station is not on line {line}' },
  tsRouteLoop: { zh: '订单{no}按分拣规则的路由形成环路（{route}），无法到达目的站点', en: 'The sorting rules send order {no} round in a loop ({route}): it never reaches the destination' },
  tsRouteStatus: { zh: '订单{no}当前状态为{status}，不能重置路由', en: 'Order {no} is {status}: its route cannot be reset' },
  tsRouteOnDeparted: { zh: '订单{no}正在运输途中，不能重置路由', en: 'Order {no} is on a departed load: its route cannot be reset' },
  tsPlanNoOrders: { zh: '没有可配载的待发订单', en: 'No orders are waiting to be loaded' },
  tsReportRange: { zh: '查询范围不能超过{days}天', en: 'The range is at most {days} days' },
  tsCapacityRequired: { zh: '请选择车型或填写载重/体积', en: 'Choose a vehicle type or give a capacity' },
  // a scan's verdict (the tablet shows the same words locally)
  tsScanOk: { zh: '已装车', en: 'Loaded' },
  tsScanUnloaded: { zh: '已卸车', en: 'Unloaded' },
  tsScanUnplanned: { zh: '计划外包件{package}，已装车', en: 'Carton {package} was not planned: loaded' },
  tsScanUnplannedRefused: { zh: '计划外包件{package}，本配载不允许', en: 'Carton {package} was not planned: this load refuses it' },
  tsScanDuplicate: { zh: '包件{package}已扫描', en: 'Carton {package} was already scanned' },
  tsScanWrongDestination: { zh: '包件{package}的下一站不是本配载目的地', en: 'Carton {package} goes elsewhere next' },
  tsScanWrongStatus: { zh: '当前不能扫描{package}', en: '{package} cannot be scanned now' },
  tsScanOtherLoad: { zh: '包件{package}已在其他配载中', en: 'Carton {package} is on another load' },
  tsScanUnknown: { zh: '未找到包件{package}', en: 'No carton {package}' },
  tsScanNeedCarton: { zh: '订单有多个包件，请逐件扫描包件号', en: 'The order has several cartons: scan each carton' },
  tsScanOver: { zh: '包件{package}不在发车清单中（多货）', en: 'Carton {package} did not depart on this load (overage)' },
} satisfies Record<string, Lang>;

export const LOAD_TYPE_LABELS: Record<LoadType, Lang> = {
  drayage: { zh: '短驳', en: 'Drayage' },
  line_haul: { zh: '干线配载', en: 'Line-haul' },
  handover: { zh: '中转发货', en: 'Transit shipment' },
};

export const LOAD_STATUS_LABELS: Record<LoadStatus, Lang> = {
  planned: { zh: '已计划', en: 'Planned' },
  loading: { zh: '装车中', en: 'Loading' },
  departed: { zh: '已发车', en: 'Departed' },
  arrived: { zh: '已到达', en: 'Arrived' },
  closed: { zh: '已完结', en: 'Closed' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};

export const LOAD_ACTION_LABELS: Record<LoadAction | 'create' | 'edit' | 'plan_orders' | 'unplan_order', Lang> = {
  create: { zh: '创建', en: 'create' },
  edit: { zh: '修改', en: 'edit' },
  plan_orders: { zh: '加入订单', en: 'add orders' },
  unplan_order: { zh: '移出订单', en: 'remove an order' },
  start_loading: { zh: '开始装车', en: 'start loading' },
  depart: { zh: '发车', en: 'depart' },
  arrive: { zh: '确认到达', en: 'confirm arrival' },
  close: { zh: '完结', en: 'close' },
  cancel: { zh: '取消配载', en: 'cancel' },
  cancel_loading: { zh: '取消装车', en: 'cancel loading' },
  cancel_departure: { zh: '取消发车', en: 'cancel departure' },
  cancel_arrival: { zh: '取消到达', en: 'cancel arrival' },
};

export const SCAN_RESULT_MESSAGE: Record<LoadScanResult, keyof typeof TRANSIT_MESSAGES> = {
  ok: 'tsScanOk',
  unplanned: 'tsScanUnplanned',
  duplicate: 'tsScanDuplicate',
  wrong_destination: 'tsScanWrongDestination',
  wrong_status: 'tsScanWrongStatus',
  other_load: 'tsScanOtherLoad',
  unknown: 'tsScanUnknown',
  need_carton: 'tsScanNeedCarton',
  over: 'tsScanOver',
};

export const DISCREPANCY_KIND_LABELS: Record<DiscrepancyKind, Lang> = {
  short: { zh: '少货', en: 'Short' },
  over: { zh: '多货', en: 'Over' },
  left_behind: { zh: '未装车', en: 'Left behind' },
};
