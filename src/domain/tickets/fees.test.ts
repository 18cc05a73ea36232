import { describe, expect, it } from 'vitest';
import { feeMessageText, type FeeMessage } from './fee-messages';
import {
  canDeleteRow,
  canShowFees,
  changeCode,
  changeDirection,
  changeTarget,
  emptyFeeRow,
  feeTotals,
  formatCents,
  initialFeeRows,
  isCompleteRow,
  parseAmountCents,
  possibleTargets,
  stageRule,
  validateFeeRows,
  type FeeConfig,
  type FeeRow,
  type SettleTargets,
} from './fees';

const configs: FeeConfig[] = [
  {
    code: 'TRANSSHIPMENT_FEE',
    name: '中转费',
    directions: ['OUTLAY', 'INCOME'],
    settle_targets: { OUTLAY: ['DELIVERY'], INCOME: ['CONSIGNOR'] },
    settlement_methods: [
      { value: 'MONTHLY', label: '月结' },
      { value: 'PAY_NOW', label: '现付' },
    ],
    minAmount: 1,
    maxAmount: 500,
  },
  {
    code: 'COMPENSATION',
    name: '赔偿款',
    directions: ['OUTLAY'],
    settle_targets: { OUTLAY: ['CONSIGNOR', 'PRODUCTS'] },
    settlement_methods: [{ value: 'MONTHLY', label: '月结' }],
  },
];
const targets: SettleTargets = {
  DELIVERY: [{ id: 7, name: '快装到家' }],
  CONSIGNOR: [{ id: 3, name: '示例商贸' }],
  PRODUCTS: [
    { id: 11, name: '沙发' },
    { id: 12, name: '茶几' },
  ],
};

const row = (over: Partial<FeeRow> = {}): FeeRow => ({
  direction: 'OUTLAY',
  code: 'TRANSSHIPMENT_FEE',
  code_name: '中转费',
  settle_target_id: 7,
  settle_target_name: '快装到家',
  settle_target_type: 'DELIVERY',
  amount: '12.34',
  settlement_method_code: 'MONTHLY',
  settlement_method_name: '月结',
  ...over,
});
const zh = (m: FeeMessage | undefined) => (m ? feeMessageText(m, 'zh') : undefined);

describe('money in cents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    [' 0.01 ', 1],
    [12.34, 1234],
    [0.1, 10],
    ['0', 0],
  ])('%j → %d', (input, cents) => expect(parseAmountCents(input)).toBe(cents));
  it.each(['', 'abc', '1.234', '-1', '1e3', '1,000', null, Number.NaN, '.5'])('%j is not an amount', (input) => {
    expect(parseAmountCents(input as string)).toBeNull();
  });
  it('formats and totals exactly per direction', () => {
    expect(formatCents(1234)).toBe('12.34');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-100)).toBe('-1.00');
    // 0.1 + 0.2 in floats is not 0.3; in cents it is
    expect(feeTotals([row({ amount: '0.1' }), row({ amount: '0.2' }), row({ direction: 'INCOME', amount: '5' }), row({ amount: 'x' })])).toEqual({ OUTLAY: 30, INCOME: 500 });
  });
});

describe('clearing cascade (spec §4)', () => {
  it('changing direction clears code, target and method', () => {
    expect(changeDirection(row(), 'INCOME')).toEqual({ ...emptyFeeRow('INCOME'), amount: '12.34' });
  });
  it('changing code clears target and method and auto-selects a single target and its single method', () => {
    const next = changeCode(row({ code: 'COMPENSATION' }), 'TRANSSHIPMENT_FEE', configs, targets);
    // one DELIVERY target → selected; two methods → method left empty
    expect(next).toMatchObject({ code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 7, settle_target_type: 'DELIVERY', settlement_method_code: '' });
    const many = changeCode(row(), 'COMPENSATION', configs, targets);
    expect(many).toMatchObject({ code: 'COMPENSATION', settle_target_id: null, settle_target_type: '', settlement_method_code: '' });
    const single = changeCode(row(), 'COMPENSATION', configs, { CONSIGNOR: [{ id: 3, name: '示例商贸' }] });
    expect(single).toMatchObject({ settle_target_id: 3, settle_target_type: 'CONSIGNOR', settlement_method_code: 'MONTHLY', settlement_method_name: '月结' });
  });
  it('changing target clears the method and picks a single one', () => {
    const r = row({ code: 'COMPENSATION', settlement_method_code: 'X' });
    expect(changeTarget(r, { id: 11, name: '沙发', type: 'PRODUCTS' }, configs)).toMatchObject({ settle_target_id: 11, settlement_method_code: 'MONTHLY' });
    expect(changeTarget(row(), { id: 7, name: '快装到家', type: 'DELIVERY' }, configs)).toMatchObject({ settlement_method_code: '' });
    expect(changeTarget(row(), null, configs)).toMatchObject({ settle_target_id: null, settle_target_type: '', settlement_method_code: '' });
  });
  it('lists possible targets by the fee item and direction, PRODUCTS included', () => {
    expect(possibleTargets({ direction: 'OUTLAY', code: 'COMPENSATION' }, configs, targets).map((t) => t.id)).toEqual([3, 11, 12]);
    expect(possibleTargets({ direction: 'INCOME', code: 'COMPENSATION' }, configs, targets)).toEqual([]);
    expect(possibleTargets({ direction: '', code: 'COMPENSATION' }, configs, targets)).toEqual([]);
  });
});

describe('stage rules', () => {
  it('defaults to OUTLAY only with add and edit', () => {
    expect(stageRule(undefined, 'HANDLE')).toEqual({ directions: ['OUTLAY'], can_add: true, can_edit: true });
    expect(stageRule({ FINANCE_REVIEW: { directions: ['OUTLAY', 'INCOME'], can_add: false } }, 'FINANCE_REVIEW')).toEqual({ directions: ['OUTLAY', 'INCOME'], can_add: false, can_edit: true });
    expect(stageRule({ FINISHED: { can_add: true, can_edit: true } }, 'FINISHED')).toMatchObject({ can_add: false, can_edit: false });
  });
  it('an empty CREATE form gets one initial row; delete only above the minimum', () => {
    expect(initialFeeRows([], 'CREATE', stageRule(undefined, 'CREATE'))).toEqual([emptyFeeRow('OUTLAY')]);
    expect(initialFeeRows([], 'HANDLE', stageRule(undefined, 'HANDLE'))).toEqual([]);
    expect(initialFeeRows([row()], 'CREATE', stageRule(undefined, 'CREATE'))).toHaveLength(1);
    expect(initialFeeRows([], 'CREATE', { directions: ['OUTLAY'], can_add: false, can_edit: true })).toEqual([]);
    expect(canDeleteRow(2, 1)).toBe(true);
    expect(canDeleteRow(1, 1)).toBe(false);
  });
  it('a row is complete with direction, target, amount and method', () => {
    expect(isCompleteRow(row())).toBe(true);
    expect(isCompleteRow(row({ settlement_method_code: '' }))).toBe(false);
    expect(isCompleteRow(row({ amount: '' }))).toBe(false);
    expect(isCompleteRow(emptyFeeRow('OUTLAY'))).toBe(false);
  });
});

describe('validation messages (spec §5, verbatim)', () => {
  it('accepts a valid set', () => {
    expect(validateFeeRows([row(), row({ direction: 'INCOME', settle_target_type: 'CONSIGNOR', settle_target_id: 3 })], configs, { targets })).toEqual({
      ok: true,
      rows: [{}, {}],
      overall: [],
    });
  });
  it('required fields: 请选择或填写{field}', () => {
    const v = validateFeeRows([emptyFeeRow()], configs);
    expect(Object.fromEntries(Object.entries(v.rows[0]).map(([k, m]) => [k, zh(m)]))).toEqual({
      direction: '请选择或填写方向',
      code: '请选择或填写费用项',
      settle_target: '请选择或填写结算对象',
      amount: '请选择或填写金额',
      settlement_method: '请选择或填写结算方式',
    });
    expect(v.ok).toBe(false);
    expect(feeMessageText(v.rows[0].code!, 'en')).toBe('Please select or enter the fee item');
  });
  it('amount: 请输入有效数字, bounds from the fee item and the order maximum', () => {
    const amount = (amount: string, over: Partial<FeeRow> = {}, orderMaxCents?: number) => zh(validateFeeRows([row({ amount, ...over })], configs, { orderMaxCents }).rows[0].amount);
    expect(amount('abc')).toBe('请输入有效数字');
    expect(amount('1.234')).toBe('请输入有效数字');
    expect(amount('0.99')).toBe('金额不能小于 1.00');
    expect(amount('1')).toBeUndefined();
    expect(amount('500')).toBeUndefined();
    expect(amount('500.01')).toBe('金额不能超过 500.00');
    expect(amount('0.00', { code: 'COMPENSATION', settle_target_type: 'CONSIGNOR', settle_target_id: 3 })).toBe('金额不能小于 0.01');
    expect(amount('0.01', { code: 'COMPENSATION', settle_target_type: 'CONSIGNOR', settle_target_id: 3 })).toBeUndefined();
    expect(amount('300', {}, 20000)).toBe('金额不能超过 200.00');
    expect(amount('200', {}, 20000)).toBeUndefined();
    // the order maximum bounds OUTLAY rows only
    expect(amount('300', { direction: 'INCOME', settle_target_type: 'CONSIGNOR', settle_target_id: 3 }, 20000)).toBeUndefined();
  });
  it('settlement method: 可选结算方式为：...', () => {
    const v = validateFeeRows([row({ settlement_method_code: 'CASH' })], configs);
    expect(zh(v.rows[0].settlement_method)).toBe('可选结算方式为：月结、现付');
  });
  it('duplicates: per row and overall', () => {
    const v = validateFeeRows([row(), row({ amount: '2' })], configs);
    expect(v.rows[0]).toEqual({});
    expect(zh(v.rows[1].code)).toBe('同一方向、结算对象和费用项的组合已存在');
    expect(v.overall.map(zh)).toEqual(['同一方向、结算对象和费用项组合不可重复']);
    expect(validateFeeRows([row(), row({ settle_target_id: 8 })], configs).overall).toEqual([]);
  });
  it('at least one row: 至少需要一条费用明细', () => {
    expect(validateFeeRows([], configs).overall.map(zh)).toEqual(['至少需要一条费用明细']);
    expect(validateFeeRows([], configs, { minItems: 0 }).ok).toBe(true);
  });
  it('direction, fee item and target must be offered', () => {
    expect(zh(validateFeeRows([row({ direction: 'INCOME', settle_target_type: 'CONSIGNOR', settle_target_id: 3 })], configs, { directions: ['OUTLAY'] }).rows[0].direction)).toBe('当前不可选择该方向');
    expect(zh(validateFeeRows([row({ code: 'NOPE' })], configs).rows[0].code)).toBe('该费用项不可用于此方向');
    expect(zh(validateFeeRows([row({ direction: 'INCOME', code: 'COMPENSATION' })], configs).rows[0].code)).toBe('该费用项不可用于此方向');
    expect(zh(validateFeeRows([row({ settle_target_type: 'CONSIGNOR', settle_target_id: 3 })], configs).rows[0].settle_target)).toBe('该结算对象不可用于此费用项');
    expect(zh(validateFeeRows([row({ settle_target_id: 99 })], configs, { targets }).rows[0].settle_target)).toBe('该结算对象不可用于此费用项');
  });
});

describe('fee display codes (spec §6)', () => {
  it('is on with any of the four codes', () => {
    expect(canShowFees(['EXPORT', 'DA_FEE_SHOW'])).toBe(true);
    expect(canShowFees(['BANG_BZ_FEE_SHOW_WAYBILL'])).toBe(true);
    expect(canShowFees(['EXPORT'])).toBe(false);
    expect(canShowFees([])).toBe(false);
  });
});
