/** The warehouse's words in both languages: the server's refusals (msg) and the labels of kinds, statuses and actions both sides show. */
import type { DocumentKind } from './documents';

type Lang = { zh: string; en: string };

export const WAREHOUSE_MESSAGES = {
  whQuantityWhole: { zh: '数量必须是整数', en: 'Quantities are whole units' },
  whQuantityPositive: { zh: '数量必须大于0', en: 'The quantity must be greater than 0' },
  whQuantityNegative: { zh: '数量不能为负数', en: 'The quantity cannot be negative' },
  whQuantityTooBig: { zh: '数量过大', en: 'The quantity is too large' },
  whPackageNoInvalid: { zh: '包件号格式不正确（订单号-三位序号）', en: 'A carton number is the order number, a dash and a 3-digit sequence' },
  whTooManyLines: { zh: '明细行过多', en: 'Too many lines' },
  whLinesRequired: { zh: '至少需要一条明细', en: 'Add at least one line' },
  whInsufficient: {
    zh: '库存不足：{product}（库位{location}，货主{owner}{package}）可用{available}，需要{requested}',
    en: 'Not enough stock: {product} (location {location}, owner {owner}{package}) has {available} available, {requested} needed',
  },
  whReasonRequired: { zh: '请填写原因', en: 'Give a reason' },
  whActionNotAllowed: { zh: '单据{no}当前状态为{status}，不能{action}', en: 'Document {no} is {status}: it cannot be {action}' },
  whWarehouseInvalid: { zh: '仓库不存在', en: 'The warehouse does not exist' },
  whWarehouseDisabled: { zh: '仓库已停用', en: 'The warehouse is disabled' },
  whLocationInvalid: { zh: '库位不属于该仓库', en: 'The storage location is not in this warehouse' },
  whProductInvalid: { zh: '产品不存在', en: 'The product does not exist' },
  whOwnerInvalid: { zh: '货主不存在', en: 'The owner (consignor) does not exist' },
  whOrderInvalid: { zh: '订单不存在', en: 'The order does not exist' },
  whLocationRequired: { zh: '第{line}行请选择库位', en: 'Line {line}: choose a storage location' },
  whReceivingLocationRequired: { zh: '请选择收货库位', en: 'Choose the receiving location' },
  whToLocationRequired: { zh: '第{line}行请选择补货目标库位', en: 'Line {line}: choose the pick location to replenish' },
  whSameLocation: { zh: '第{line}行来源库位与目标库位相同', en: 'Line {line}: the source and target locations are the same' },
  whDamagedOverReceived: { zh: '第{line}行破损数量不能大于实收数量', en: 'Line {line}: damaged cannot exceed received' },
  whPickOverExpected: { zh: '第{line}行拣货数量不能大于应出数量', en: 'Line {line}: picked cannot exceed what is to ship' },
  whLineNotFound: { zh: '明细行{line}不属于该单据', en: 'Line {line} is not on this document' },
  whNothingDone: { zh: '没有任何数量，无法{action}', en: 'Nothing was recorded: cannot {action}' },
  whExpiresInPast: { zh: '到期时间必须晚于现在', en: 'The expiry must be in the future' },
  whPackageNotFound: { zh: '包件{no}不存在', en: 'Carton {no} was not found' },
  whScanOk: { zh: '已扫描：{what}', en: 'Scanned: {what}' },
  whScanUnexpected: { zh: '不在本单据中：{code}', en: 'Not on this document: {code}' },
  whScanDuplicate: { zh: '重复扫描：{code}', en: 'Already scanned: {code}' },
  whScanWrongStatus: { zh: '单据当前状态为{status}，不能扫描', en: 'The document is {status}: scanning is closed' },
  whScanOver: { zh: '超出应有数量：{code}', en: 'More than expected: {code}' },
  whDateRange: { zh: '选择的日期范围不能超过31天', en: 'The date range cannot exceed 31 days' },
  whDateInvalid: { zh: '日期格式不正确', en: 'The date is not valid' },
  whReplaceSameProduct: { zh: '替换产品不能与原产品相同', en: 'The replacement must be another product' },
  whReplaceNotOnOrder: { zh: '订单{no}中没有足够数量的该产品（有{have}，需替换{quantity}）', en: 'Order {no} does not have that many of the product ({have}, replacing {quantity})' },
  whMaxOverMin: { zh: '上限必须大于下限', en: 'The maximum must be greater than the minimum' },
  whImportProductUnknown: { zh: '第{row}行：产品编码{code}不存在', en: 'Row {row}: no product has the code {code}' },
  whImportLocationUnknown: { zh: '第{row}行：库位{code}不在该仓库', en: 'Row {row}: location {code} is not in this warehouse' },
  whImportQuantity: { zh: '第{row}行：数量必须是大于0的整数', en: 'Row {row}: the quantity must be a whole number above 0' },
  whImportPackageNo: { zh: '第{row}行：包件号格式不正确', en: 'Row {row}: the carton number is not valid' },
  whImportProductRequired: { zh: '第{row}行：请填写产品编码', en: 'Row {row}: the product code is missing' },
  whOwnStock: { zh: '自有', en: 'own stock' },
  whNoticeLocked: { zh: '预报{no}当前状态为{status}，仓库已在处理，不能再修改或取消', en: 'Notice {no} is {status}: the warehouse is handling it, it can no longer be changed or cancelled' },
  whCountReviewOwn: { zh: '盘点人不能审核自己的盘点，请由其他同事或主账号审核', en: 'You counted this: another user or the main account approves or rejects it' },
  whShiftTooBig: {
    zh: '该仓库待作业的单据有{documents}张、{lines}行，超过一次下载的上限（{maxDocuments}张、{maxLines}行）：请先完成部分单据，或在单据抽屉中逐张打开',
    en: 'This warehouse has {documents} documents ({lines} lines) to work on, more than one download holds ({maxDocuments} documents, {maxLines} lines): finish some first, or open them one by one',
  },
} as const satisfies Record<string, Lang>;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, Lang> = {
  inbound: { zh: '入库单', en: 'Inbound' },
  outbound: { zh: '出库单', en: 'Outbound' },
  count: { zh: '盘点单', en: 'Stock count' },
  lock: { zh: '锁定单', en: 'Lock' },
  replenish: { zh: '补货单', en: 'Replenishment' },
};

/** document number prefixes: RK 入库, CK 出库, PD 盘点, SD 锁定, BH 补货 */
/** document number prefixes (TH 产品替换 is a move log entry, not a document) */
export const REPLACE_NO_PREFIX = 'TH';
export const DOCUMENT_NO_PREFIX: Record<DocumentKind, string> = { inbound: 'RK', outbound: 'CK', count: 'PD', lock: 'SD', replenish: 'BH' };

export const DOCUMENT_STATUS_LABELS: Record<string, Lang> = {
  draft: { zh: '草稿', en: 'Draft' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  received: { zh: '已收货', en: 'Received' },
  put_away: { zh: '已上架', en: 'Put away' },
  picking: { zh: '拣货中', en: 'Picking' },
  picked: { zh: '已拣货', en: 'Picked' },
  shipped: { zh: '已出库', en: 'Shipped' },
  counting: { zh: '盘点中', en: 'Counting' },
  submitted: { zh: '待审核', en: 'Submitted' },
  approved: { zh: '已审核', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  active: { zh: '锁定中', en: 'Active' },
  released: { zh: '已解锁', en: 'Released' },
  expired: { zh: '已过期', en: 'Expired' },
  done: { zh: '已完成', en: 'Done' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};

export const DOCUMENT_ACTION_LABELS: Record<string, Lang> = {
  create: { zh: '创建', en: 'create' },
  edit: { zh: '修改', en: 'edit' },
  confirm: { zh: '确认', en: 'confirm' },
  receive: { zh: '收货', en: 'receive' },
  put_away: { zh: '上架', en: 'put away' },
  start_pick: { zh: '开始拣货', en: 'start picking' },
  pick: { zh: '拣货完成', en: 'finish picking' },
  ship: { zh: '出库', en: 'ship' },
  start: { zh: '开始盘点', en: 'start counting' },
  submit: { zh: '提交盘点', en: 'submit' },
  approve: { zh: '审核通过', en: 'approve' },
  reject: { zh: '驳回', en: 'reject' },
  release: { zh: '解锁', en: 'release' },
  expire: { zh: '到期解锁', en: 'expire' },
  complete: { zh: '完成补货', en: 'complete' },
  cancel: { zh: '取消', en: 'cancel' },
  scan: { zh: '扫描', en: 'scan' },
  product_replace: { zh: '产品替换', en: 'replace product' },
};

export const VIRTUAL_LOCATION_LABELS: Record<string, Lang> = {
  SUPPLIER: { zh: '供货方', en: 'Supplier' },
  CUSTOMER: { zh: '客户', en: 'Customer' },
  LOSS: { zh: '损耗', en: 'Loss' },
  ADJUST: { zh: '盘点调整', en: 'Count adjustment' },
  TRANSIT: { zh: '在途', en: 'In transit' },
};
