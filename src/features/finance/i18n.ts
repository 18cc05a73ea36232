/**
 * Strings shared by every finance screen (key `finance`): money, periods, parties, common actions. Each finance
 * screen keeps its own strings in its own module (accounts / recharge / balance / income / consignor review:
 * `./i18n-money.ts`; bills, check-bills and settlement: their own module) registered in src/app/i18n-resources.ts.
 * Account kinds, recharge states and the server's refusals come from src/domain/finance/messages.ts.
 */

export const en = {
  finance: {
    amount: 'Amount',
    amountYuan: 'Amount (¥)',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    pending: 'Pending',
    period: 'Period',
    memo: 'Memo',
    party: 'Party',
    partyTypes: { consignor: 'Merchant', carrier: 'Carrier', delivery: 'Delivery provider', none: 'Company' },
    entryNo: 'Entry no.',
    postedAt: 'Posted',
    createdBy: 'By',
    state: 'State',
    actions: 'Actions',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    search: 'Search',
    reset: 'Reset',
    all: 'All',
    from: 'From',
    to: 'To',
    export: 'Export Excel',
    loadFailed: 'The data could not be loaded',
    empty: 'Nothing here yet',
    badAmount: 'Enter an amount in yuan, at most two decimals, above zero',
  },
};

export const zh: typeof en = {
  finance: {
    amount: '金额',
    amountYuan: '金额（元）',
    debit: '借',
    credit: '贷',
    balance: '余额',
    pending: '待审批',
    period: '会计期间',
    memo: '备注',
    party: '对象',
    partyTypes: { consignor: '商家', carrier: '承运商', delivery: '配送商', none: '本公司' },
    entryNo: '凭证号',
    postedAt: '记账时间',
    createdBy: '经办人',
    state: '状态',
    actions: '操作',
    cancel: '取消',
    confirm: '确定',
    save: '保存',
    search: '查询',
    reset: '重置',
    all: '全部',
    from: '开始',
    to: '结束',
    export: '导出Excel',
    loadFailed: '数据加载失败',
    empty: '暂无数据',
    badAmount: '请输入大于零的金额（元），最多两位小数',
  },
};
