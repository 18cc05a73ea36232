/** The abnormal area's words in both languages: the server's refusals (msg) and the labels of statuses, stages, parties, actions and handling both sides show. */
import type { AnyHandlingAction, AnyHandlingStatus, HandlingKind } from './handling';
import type { AbnormalAction, AbnormalSource, AbnormalStage, AbnormalStatus, ResponsibleParty } from './records';

type Lang = { zh: string; en: string };

export const ABNORMAL_MESSAGES = {
  abOrderRequired: { zh: '请填写订单号', en: 'Give the order' },
  abOrderInvalid: { zh: '请输入正确的系统订单号', en: 'Enter a valid system order number' },
  abTypeRequired: { zh: '请选择异常类型', en: 'Choose the abnormal type' },
  abTypeInvalid: { zh: '异常类型不存在', en: 'The abnormal type does not exist' },
  abDescriptionRequired: { zh: '请填写异常描述', en: 'Describe the exception' },
  abTooManyPhotos: { zh: '图片最多允许上传9张', en: 'At most 9 photos' },
  abPhotoInvalid: { zh: '图片{file}不存在', en: 'Photo {file} does not exist' },
  abPackageNoInvalid: { zh: '包件号格式不正确（订单号-三位序号）', en: 'A carton number is the order number, a dash and a 3-digit sequence' },
  abPackageNotOfOrder: { zh: '包件{package}不属于订单{no}', en: 'Carton {package} is not of order {no}' },
  abResponsibleInvalid: { zh: '责任方不存在', en: 'The responsible party does not exist' },
  abHandlerInvalid: { zh: '处理人或处理部门不存在', en: 'The handler or handler group does not exist' },
  abMoneyCents: { zh: '金额最多两位小数', en: 'Amounts have at most 2 decimals' },
  abMoneyPositive: { zh: '金额须大于0', en: 'The amount must be above 0' },
  abMoneyTooBig: { zh: '金额过大', en: 'The amount is too large' },
  abNotYours: { zh: '只能登记自己订单的异常', en: 'You can only register exceptions of your own orders' },
  abActionNotAllowed: { zh: '异常{no}当前状态为{status}，不能{action}', en: 'Abnormal {no} is {status}: it cannot {action}' },
  abWrongRole: { zh: '当前账号不能对异常执行{action}', en: 'Your account cannot {action} an abnormal record' },
  abNeedsReason: { zh: '请填写原因', en: 'Give a reason' },
  abNeedsResolution: { zh: '请填写处理结果', en: 'Describe how it was resolved' },
  abNeedsResponsible: { zh: '请先确定责任方', en: 'Decide the responsible party first' },
  abHandlingOpen: { zh: '异常{no}还有{count}项处理未完成，不能完结', en: 'Abnormal {no} still has {count} handling item(s) open: it cannot end' },
  abAlreadyHolding: { zh: '异常{no}已锁定订单', en: 'Abnormal {no} already holds its order' },
  abNotHolding: { zh: '异常{no}未锁定订单', en: 'Abnormal {no} does not hold its order' },
  abOrderNotHoldable: { zh: '订单{no}当前状态为{status}，不能锁定', en: 'Order {no} is {status}: it cannot be held' },
  abRecordChanged: { zh: '异常已被他人修改，请刷新后重试', en: 'Someone else changed the record: reload and try again' },
  abRecordClosed: { zh: '异常{no}已{status}，不能修改', en: 'Abnormal {no} is {status}: it cannot be changed' },
  abNotHandleable: { zh: '异常{no}当前状态为{status}，请先审核通过', en: 'Abnormal {no} is {status}: accept it first' },
  abHandlingNotAllowed: { zh: '{kind}{status}，不能{action}', en: 'The {kind} is {status}: it cannot {action}' },
  abHandlingUnknownAction: { zh: '{kind}没有操作{action}', en: 'A {kind} has no action {action}' },
  abNeedsScheduledAt: { zh: '请填写维修时间', en: 'Give the repair time' },
  abNeedsResult: { zh: '请选择维修结果', en: 'Choose the repair result' },
  abNeedsPaymentRef: { zh: '请填写付款流水号', en: 'Give the payment reference' },
  abWarehouseRequired: { zh: '请选择仓库', en: 'Choose the warehouse' },
  abWarehouseInvalid: { zh: '仓库不存在', en: 'The warehouse does not exist' },
  abLinesRequired: { zh: '请添加补件明细', en: 'Add the parts to send' },
  abProductInvalid: { zh: '产品不存在', en: 'The product does not exist' },
  abSupplierRequired: { zh: '请填写供应商', en: 'Give the supplier' },
  abCarrierInvalid: { zh: '承运商不存在', en: 'The carrier does not exist' },
  abRepairerRequired: { zh: '请选择或填写维修方', en: 'Choose or type who repairs' },
  abRepairerInvalid: { zh: '维修方不存在', en: 'The repairer does not exist' },
  abStockShort: {
    zh: '{product}在{warehouse}中{owner}的库存不足（需要{need}，可用{have}）；补件只能使用订单商家的库存',
    en: '{product}: not enough stock of {owner} in {warehouse} (need {need}, available {have}); a replenishment takes only the order merchant\'s stock',
  },
  abReturnWarehouseNoLocation: { zh: '仓库{warehouse}没有可用库位，无法收货', en: 'Warehouse {warehouse} has no active storage location to receive into' },
  abReturnCartonInStock: { zh: '包件{package}仍在仓库{warehouse}的库存中，不能再次入库', en: 'Carton {package} is still in stock in {warehouse}: it cannot be received again' },
  abReturnNoCartons: { zh: '订单{no}没有可退回入库的包件', en: 'Order {no} has no cartons to receive back' },
  abFeesLocked: { zh: '异常{no}当前状态为{status}，费用不能修改', en: 'Abnormal {no} is {status}: its fees cannot change' },
  abNoFeeConfig: { zh: '未配置异常升级工单类型，无法录入费用', en: 'No abnormal-escalation ticket type is configured: fees cannot be entered' },
  abNoTicketType: { zh: '未配置{type}工单类型', en: 'No {type} ticket type is configured' },
  abEscalateNotAllowed: { zh: '异常{no}当前状态为{status}，不能升级', en: 'Abnormal {no} is {status}: it cannot be escalated' },
  abReportRange: { zh: '查询范围不能超过{days}天', en: 'The range is at most {days} days' },
  abReportOrder: { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  // what transit writes into a record opened from an arrival discrepancy
  abTransitShort: { zh: '配载{load}到达少件：包件{package}', en: 'Load {load} arrived short: carton {package}' },
  abTransitOver: { zh: '配载{load}到达多件：包件{package}', en: 'Load {load} arrived over: carton {package}' },
} as const satisfies Record<string, Lang>;

export const ABNORMAL_STATUS_LABELS: Record<AbnormalStatus, Lang> = {
  registered: { zh: '待审核', en: 'Registered' },
  accepted: { zh: '已受理', en: 'Accepted' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  handling: { zh: '处理中', en: 'Handling' },
  ended: { zh: '已完结', en: 'Ended' },
  archived: { zh: '已归档', en: 'Archived' },
};

export const ABNORMAL_ACTION_LABELS: Record<AbnormalAction, Lang> = {
  accept: { zh: '审核通过', en: 'accept' },
  reject: { zh: '驳回', en: 'reject' },
  resubmit: { zh: '重新提交', en: 'resubmit' },
  start_handling: { zh: '开始处理', en: 'start handling' },
  end: { zh: '完结', en: 'end' },
  reopen: { zh: '重新打开', en: 'reopen' },
  archive: { zh: '归档', en: 'archive' },
  assign: { zh: '指派', en: 'assign' },
  hold: { zh: '锁定订单', en: 'hold the order' },
  release: { zh: '解锁订单', en: 'release the order' },
};

export const ABNORMAL_STAGE_LABELS: Record<AbnormalStage, Lang> = {
  receiving: { zh: '揽收', en: 'Receiving' },
  warehouse: { zh: '在库', en: 'In warehouse' },
  loading: { zh: '装车', en: 'Loading' },
  arrival: { zh: '到货', en: 'Arrival' },
  delivery: { zh: '配送', en: 'Delivery' },
  installation: { zh: '安装', en: 'Installation' },
};

export const RESPONSIBLE_PARTY_LABELS: Record<ResponsibleParty, Lang> = {
  carrier: { zh: '承运商', en: 'Carrier' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  station: { zh: '网点', en: 'Station' },
  delivery: { zh: '配送服务商', en: 'Delivery provider' },
  merchant: { zh: '商家', en: 'Merchant' },
  customer: { zh: '客户', en: 'Customer' },
};

export const ABNORMAL_SOURCE_LABELS: Record<AbnormalSource, Lang> = {
  desk: { zh: '客服登记', en: 'Desk' },
  merchant: { zh: '商家登记', en: 'Merchant' },
  field: { zh: '现场上报', en: 'Field' },
  transit: { zh: '中转到货差异', en: 'Transit discrepancy' },
};

export const HANDLING_KIND_LABELS: Record<HandlingKind, Lang> = {
  replenish: { zh: '补件', en: 'replenishment' },
  return: { zh: '退货', en: 'return' },
  repair: { zh: '维修', en: 'repair' },
  refund: { zh: '退款', en: 'refund' },
};

export const HANDLING_STATUS_LABELS: Record<AnyHandlingStatus, Lang> = {
  open: { zh: '待处理', en: 'open' },
  shipped: { zh: '已发出', en: 'shipped' },
  delivered: { zh: '已送达', en: 'delivered' },
  sent: { zh: '退货中', en: 'sent' },
  received: { zh: '已收货', en: 'received' },
  scheduled: { zh: '已预约', en: 'scheduled' },
  done: { zh: '已完成', en: 'done' },
  approved: { zh: '已审批', en: 'approved' },
  paid: { zh: '已付款', en: 'paid' },
  cancelled: { zh: '已取消', en: 'cancelled' },
};

export const HANDLING_ACTION_LABELS: Record<AnyHandlingAction, Lang> = {
  ship: { zh: '发出', en: 'ship' },
  deliver: { zh: '确认送达', en: 'confirm delivery' },
  send: { zh: '发出退货', en: 'send' },
  receive: { zh: '确认收货', en: 'confirm receipt' },
  schedule: { zh: '预约维修', en: 'schedule' },
  complete: { zh: '维修完成', en: 'complete' },
  approve: { zh: '审批', en: 'approve' },
  pay: { zh: '确认付款', en: 'mark paid' },
  cancel: { zh: '取消', en: 'cancel' },
};

/** the report's bucket for records with no responsible party or no handler group yet */
export const REPORT_NONE_LABELS: Record<'responsible' | 'handler', Lang> = {
  responsible: { zh: '未确定', en: 'Undecided' },
  handler: { zh: '未分配', en: 'Unassigned' },
};
