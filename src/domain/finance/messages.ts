/** Finance's words in both languages: the ledger's refusals (msg) and the names of account kinds and recharge states. */
import type { PaymentTerm, ReviewAction, ReviewState } from './consignor-terms';
import type { AccountKind, RechargeAction, RechargeState } from './ledger';

type Lang = { zh: string; en: string };

export const FINANCE_MESSAGES = {
  fnTooFewLines: { zh: '凭证至少需要两条分录', en: 'An entry needs at least two lines' },
  fnZeroLine: { zh: '分录金额不能为零', en: 'A line cannot be zero' },
  fnNotFen: { zh: '金额必须是整数分', en: 'Amounts must be whole fen' },
  fnUnbalanced: { zh: '借贷不平衡，差额{diff}元', en: 'Debits and credits differ by ¥{diff}' },
  fnMixedCurrency: { zh: '一张凭证不能包含多种币种', en: 'An entry cannot mix currencies' },
  fnPeriodClosed: { zh: '会计期间{period}已结账，不能记账', en: 'Period {period} is closed: nothing can be posted to it' },
  fnAccountInvalid: { zh: '账户不存在', en: 'The account does not exist' },
  fnEntryInvalid: { zh: '凭证不存在', en: 'The entry does not exist' },
  fnAlreadyReversed: { zh: '凭证{no}已冲销', en: 'Entry {no} has already been reversed' },
  fnNotReversible: { zh: '凭证{no}不能冲销', en: 'Entry {no} cannot be reversed' },
  fnRechargeTransition: { zh: '充值当前状态为{state}，不能{action}', en: 'The recharge is {state}: it cannot be {action}' },
  fnNotPending: { zh: '凭证{no}不是待审批的充值', en: 'Entry {no} is not a pending recharge' },
  fnAmountRequired: { zh: '请填写金额', en: 'Enter an amount' },
  fnAmountPositive: { zh: '金额必须大于零', en: 'The amount must be above zero' },
  fnAmountTooLarge: { zh: '单笔金额不能超过1000万元', en: 'One amount cannot exceed ¥10,000,000' },
  fnNotFinance: { zh: '没有财务权限', en: 'This needs finance rights' },
  fnNotLinked: { zh: '账号未关联商家，无法查看余额或充值', en: 'This account is not linked to a merchant: no balance or recharge' },
  fnVoucherInvalid: { zh: '凭证图片不存在：{file}', en: 'The voucher image does not exist: {file}' },
  fnReasonRequired: { zh: '请填写驳回原因', en: 'Give the reason for the rejection' },
  fnConfirmRequired: { zh: '请确认结账', en: 'Confirm the closing' },
  fnPeriodFuture: { zh: '不能结账未来的期间{period}', en: 'Period {period} has not started: it cannot be closed' },
  fnPeriodAlreadyClosed: { zh: '会计期间{period}已结账', en: 'Period {period} is already closed' },
  fnConsignorInvalid: { zh: '商家不存在', en: 'The merchant does not exist' },
  fnCashNoCredit: { zh: '现结商家不设信用额度', en: 'A cash merchant has no credit limit' },
  fnCreditLimitRequired: { zh: '月结商家需要设置信用额度', en: 'A monthly merchant needs a credit limit' },
  fnReviewTransition: { zh: '审核当前状态为{state}，不能{action}', en: 'The review is {state}: it cannot be {action}' },
} satisfies Record<string, Lang>;

export const ACCOUNT_KIND_LABELS: Record<AccountKind, Lang> = {
  CONSIGNOR_PREPAID: { zh: '商家预存余额', en: 'Consignor prepaid balance' },
  CONSIGNOR_RECEIVABLE: { zh: '商家应收', en: 'Consignor receivable' },
  CARRIER_PAYABLE: { zh: '承运商应付', en: 'Carrier payable' },
  DELIVERY_PAYABLE: { zh: '配送商应付', en: 'Delivery provider payable' },
  CASH: { zh: '现金', en: 'Cash' },
  BANK: { zh: '银行存款', en: 'Bank' },
  INCOME: { zh: '收入', en: 'Income' },
  COST: { zh: '成本', en: 'Cost' },
};

export const RECHARGE_STATE_LABELS: Record<RechargeState, Lang> = {
  PENDING: { zh: '待审批', en: 'Pending' },
  POSTED: { zh: '已入账', en: 'Posted' },
  VOIDED: { zh: '已驳回', en: 'Rejected' },
};

export const RECHARGE_ACTION_LABELS: Record<RechargeAction, Lang> = {
  post: { zh: '审批通过', en: 'approved' },
  void: { zh: '驳回', en: 'rejected' },
};

export const PAYMENT_TERM_LABELS: Record<PaymentTerm, Lang> = {
  CASH: { zh: '现结', en: 'Cash' },
  MONTHLY: { zh: '月结', en: 'Monthly' },
};

export const REVIEW_STATE_LABELS: Record<ReviewState, Lang> = {
  PENDING: { zh: '待审核', en: 'Pending' },
  APPROVED: { zh: '已通过', en: 'Approved' },
  REJECTED: { zh: '已驳回', en: 'Rejected' },
};

export const REVIEW_ACTION_LABELS: Record<ReviewAction, Lang> = {
  submit: { zh: '提交', en: 'submitted' },
  approve: { zh: '审核通过', en: 'approved' },
  reject: { zh: '驳回', en: 'rejected' },
};
