/** Bills, check-bills and payments in both languages: the refusals (msg, prefix fn) and the state labels. */
import type { BillState, PaymentMethod, StatementLineState, StatementState } from './bills';

type Lang = { zh: string; en: string };

export const BILL_MESSAGES = {
  fnBillInvalid: { zh: '账单不存在', en: 'The bill does not exist' },
  fnBillPeriodInvalid: { zh: '期间格式不正确：月份为 YYYY-MM，周为 YYYY-Www', en: 'The period must be YYYY-MM for a month or YYYY-Www for a week' },
  fnBillTransition: { zh: '账单{no}当前状态为{state}，不能{action}', en: 'Bill {no} is {state}: it cannot be {action}' },
  fnBillGenerateScope: {
    zh: '你的数据权限限定了商家：只能为权限内的商家生成账单，承运商、配送商及权限外商家的账单由财务主管生成',
    en: 'Your data role limits you to chosen merchants: generate bills for those merchants only; carriers, delivery providers and other merchants are billed by a finance lead',
  },
  fnBillEntryNotReversible: {
    zh: '凭证{no}是账单确认凭证，不能单独冲销：账单、对账单和付款都依据它',
    en: 'Entry {no} confirms a bill and cannot be reversed on its own: the bill, its statement and payments rest on it',
  },
  fnBillEmpty: { zh: '账单{no}没有费用明细，不能确认', en: 'Bill {no} has no fee lines: it cannot be confirmed' },
  fnBillNotPayable: { zh: '账单未确认或已结清，不能付款', en: 'The bill is not confirmed or already settled: nothing can be paid on it' },
  fnOverPayment: { zh: '付款金额{amount}元超过未结金额{open}元', en: 'The payment of ¥{amount} exceeds the open ¥{open}' },
  fnPrepaidOnlyConsignor: { zh: '只有商家账单可以用预存余额支付', en: 'Only a merchant bill can be paid from the prepaid balance' },
  fnPrepaidShort: { zh: '商家预存余额不足，当前余额{balance}元', en: 'The merchant prepaid balance is not enough: ¥{balance}' },
  fnCheckBillInvalid: { zh: '对账单不存在', en: 'The statement does not exist' },
  fnCheckBillNeedsConfirmedBill: { zh: '账单{no}尚未确认，不能发送对账单', en: 'Bill {no} is not confirmed yet: no statement can be sent' },
  fnCheckBillFrozen: { zh: '对账单{no}已全部确认，不能再修改', en: 'Statement {no} is fully confirmed: it cannot change' },
  fnCheckLineInvalid: { zh: '对账明细不存在：{id}', en: 'The statement line does not exist: {id}' },
  fnCheckLineConfirmed: { zh: '对账明细{id}已确认，不能修改', en: 'Statement line {id} is already confirmed' },
  fnDisputeCommentRequired: { zh: '请填写异议说明', en: 'Say what is wrong with the disputed line' },
  fnCheckLineNotDisputed: { zh: '只有有异议的明细可以转工单', en: 'Only a disputed line can become a ticket' },
  fnCheckLineNoOrder: { zh: '该明细是车次运费，不属于任何订单，不能转工单', en: 'This line is a load trunk fee and belongs to no order: it cannot become a ticket' },
  fnNoTicketType: { zh: '未配置异常升级工单类型，无法转工单', en: 'No escalation ticket type is configured: the line cannot become a ticket' },
} satisfies Record<string, Lang>;

export const BILL_STATE_LABELS: Record<BillState, Lang> = {
  DRAFT: { zh: '草稿', en: 'Draft' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
  SETTLED: { zh: '已结清', en: 'Settled' },
};

export const BILL_ACTION_LABELS: Record<'regenerate' | 'confirm' | 'pay', Lang> = {
  regenerate: { zh: '重新生成', en: 'regenerated' },
  confirm: { zh: '确认', en: 'confirmed' },
  pay: { zh: '付款', en: 'paid' },
};

export const STATEMENT_STATE_LABELS: Record<StatementState, Lang> = {
  SENT: { zh: '待对账', en: 'Sent' },
  DISPUTED: { zh: '有异议', en: 'Disputed' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
};

export const STATEMENT_LINE_STATE_LABELS: Record<StatementLineState, Lang> = {
  PENDING: { zh: '待确认', en: 'Pending' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
  DISPUTED: { zh: '有异议', en: 'Disputed' },
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, Lang> = {
  BANK: { zh: '银行转账', en: 'Bank transfer' },
  CASH: { zh: '现金', en: 'Cash' },
  PREPAID: { zh: '预存余额', en: 'Prepaid balance' },
};
