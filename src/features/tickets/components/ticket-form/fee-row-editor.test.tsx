import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAGE_RULE, emptyFeeRow, type FeeRow, type StageRule } from '@/domain/tickets/fees';
import { FeeRowEditor } from './fee-row-editor';
import { CONFIGS, TARGETS, renderWithProviders } from './test-utils';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const full = (over: Partial<FeeRow> = {}): FeeRow => ({
  direction: 'OUTLAY',
  code: 'COMPENSATION',
  code_name: '赔偿款',
  settle_target_id: 11,
  settle_target_name: '宜家',
  settle_target_type: 'CONSIGNOR',
  amount: '10',
  settlement_method_code: 'MONTHLY',
  settlement_method_name: '月结',
  ...over,
});

function Harness({
  rows: start,
  rule = DEFAULT_STAGE_RULE,
  minItems = 0,
  showErrors = false,
  orderMaxCents = null,
  onChange = () => {},
}: {
  rows: FeeRow[];
  rule?: StageRule;
  minItems?: number;
  showErrors?: boolean;
  orderMaxCents?: number | null;
  onChange?(rows: FeeRow[]): void;
}) {
  const [rows, setRows] = useState(start);
  return (
    <FeeRowEditor
      rows={rows}
      onChange={(next) => {
        setRows(next);
        onChange(next);
      }}
      configs={CONFIGS}
      targets={TARGETS}
      orderMaxCents={orderMaxCents}
      rule={rule}
      minItems={minItems}
      showErrors={showErrors}
    />
  );
}

const value = (id: string) => (screen.getByTestId(id) as HTMLSelectElement | HTMLInputElement).value;
const change = (id: string, v: string) => fireEvent.change(screen.getByTestId(id), { target: { value: v } });
const error = (id: string) => screen.queryByTestId(`${id}-error`)?.textContent ?? null;

describe('FeeRowEditor cascade', () => {
  it('a single target is auto-selected and a single method auto-picked; direction clears code, target and method', () => {
    renderWithProviders(<Harness rows={[emptyFeeRow('OUTLAY')]} rule={{ directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true }} />);
    change('fee-0-code', 'FREIGHT_REFUND'); // CONSIGNOR only, one consignor, one method
    expect(value('fee-0-settle_target')).toBe('CONSIGNOR:11');
    expect(value('fee-0-settlement_method')).toBe('MONTHLY');
    change('fee-0-code', 'COMPENSATION'); // two possible targets: none chosen, method cleared
    expect(value('fee-0-settle_target')).toBe('');
    expect(value('fee-0-settlement_method')).toBe('');
    change('fee-0-settle_target', 'PRODUCTS:31'); // two methods: not picked
    expect(value('fee-0-settlement_method')).toBe('');
    change('fee-0-settlement_method', 'PAY_NOW');
    change('fee-0-settle_target', 'CONSIGNOR:11'); // changing the target clears the method
    expect(value('fee-0-settlement_method')).toBe('');
    change('fee-0-direction', 'INCOME');
    expect(value('fee-0-code')).toBe('');
    expect(value('fee-0-settle_target')).toBe('');
    change('fee-0-code', 'RECOVERY');
    expect(value('fee-0-settle_target')).toBe('DELIVERY:21');
    expect(value('fee-0-settlement_method')).toBe('MONTHLY');
  });

  it('hands the rows on 100 ms after the last change', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithProviders(<Harness rows={[full()]} onChange={onChange} />);
    change('fee-0-amount', '12');
    change('fee-0-amount', '12.5');
    act(() => vi.advanceTimersByTime(99));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0][0].amount).toBe('12.5');
  });

  it('leaving a field hands the rows on at once (a click on a submit button never misses the last change)', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithProviders(<Harness rows={[full()]} onChange={onChange} />);
    change('fee-0-amount', '12.5');
    fireEvent.blur(screen.getByTestId('fee-0-amount'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0][0].amount).toBe('12.5');
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('FeeRowEditor messages (spec §5, verbatim)', () => {
  it('required fields', () => {
    renderWithProviders(<Harness rows={[emptyFeeRow('')]} showErrors />);
    expect(error('fee-0-direction')).toBe('请选择或填写方向');
    expect(error('fee-0-code')).toBe('请选择或填写费用项');
    expect(error('fee-0-settle_target')).toBe('请选择或填写结算对象');
    expect(error('fee-0-amount')).toBe('请选择或填写金额');
    expect(error('fee-0-settlement_method')).toBe('请选择或填写结算方式');
  });

  it('amounts: valid number, minimum, maximum; shown once the field is touched', () => {
    renderWithProviders(<Harness rows={[full({ code: 'FREIGHT_REFUND' })]} />);
    change('fee-0-amount', '1.234');
    expect(error('fee-0-amount')).toBe('请输入有效数字');
    change('fee-0-amount', '0.5');
    expect(error('fee-0-amount')).toBe('金额不能小于 1.00');
    change('fee-0-amount', '5000.01');
    expect(error('fee-0-amount')).toBe('金额不能超过 5000.00');
    change('fee-0-amount', '5000');
    expect(error('fee-0-amount')).toBeNull();
  });

  it("OUTLAY rows are capped by the order's maximum while typing; INCOME rows are not", () => {
    const rule: StageRule = { ...DEFAULT_STAGE_RULE, directions: ['OUTLAY', 'INCOME'] };
    renderWithProviders(<Harness rows={[full(), full({ direction: 'INCOME', code: 'RECOVERY', settle_target_type: 'DELIVERY', settle_target_id: 21, settle_target_name: '快送' })]} rule={rule} orderMaxCents={45_000_00} />);
    change('fee-0-amount', '45000.01');
    expect(error('fee-0-amount')).toBe('金额不能超过 45000.00');
    change('fee-0-amount', '45000');
    expect(error('fee-0-amount')).toBeNull();
    change('fee-1-amount', '45000.01');
    expect(error('fee-1-amount')).toBeNull();
  });

  it('a method the fee item does not allow', () => {
    renderWithProviders(<Harness rows={[full({ code: 'FREIGHT_REFUND', settlement_method_code: 'PAY_NOW', settlement_method_name: '现付' })]} showErrors />);
    expect(error('fee-0-settlement_method')).toBe('可选结算方式为：月结');
  });

  it('duplicate rows, at once, on the row and overall', () => {
    renderWithProviders(<Harness rows={[full(), full({ amount: '20' })]} />);
    expect(error('fee-1-code')).toBe('同一方向、结算对象和费用项的组合已存在');
    expect(error('fee-0-code')).toBeNull();
    expect(screen.getByTestId('fee-overall-noDuplicates').textContent).toBe('同一方向、结算对象和费用项组合不可重复');
  });

  it('at least one row below the minimum', () => {
    renderWithProviders(<Harness rows={[]} minItems={1} showErrors />);
    expect(screen.getByTestId('fee-overall-atLeastOne').textContent).toBe('至少需要一条费用明细');
  });

  it('values the stage or the fee item does not offer', () => {
    renderWithProviders(<Harness rows={[full({ direction: 'INCOME', code: 'COMPENSATION' }), full({ settle_target_type: 'DELIVERY', settle_target_id: 21 })]} showErrors />);
    expect(error('fee-0-direction')).toBe('当前不可选择该方向');
    expect(error('fee-0-code')).toBe('该费用项不可用于此方向');
    expect(error('fee-1-settle_target')).toBe('该结算对象不可用于此费用项');
  });

  it('English', () => {
    renderWithProviders(<Harness rows={[full({ amount: 'x' })]} showErrors />, 'en');
    expect(error('fee-0-amount')).toBe('Please enter a valid number');
  });
});

describe('FeeRowEditor stage rules and limits', () => {
  it('delete only above the minimum item count', () => {
    renderWithProviders(<Harness rows={[full()]} minItems={1} />);
    expect(screen.queryByTestId('fee-0-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('fee-add'));
    expect(screen.getByTestId('fee-0-delete')).toBeTruthy();
    fireEvent.click(screen.getByTestId('fee-1-delete'));
    expect(screen.queryByTestId('fee-row-1')).toBeNull();
    expect(screen.queryByTestId('fee-0-delete')).toBeNull();
  });

  it('the default rule offers OUTLAY (支) only, with add', () => {
    renderWithProviders(<Harness rows={[emptyFeeRow('OUTLAY')]} />);
    const options = [...(screen.getByTestId('fee-0-direction') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['支']);
    fireEvent.click(screen.getByTestId('fee-add'));
    expect(value('fee-1-direction')).toBe('OUTLAY');
  });

  it('both directions 支/收 when the rule allows them; no add without can_add; read-only without can_edit', () => {
    const { unmount } = renderWithProviders(<Harness rows={[full()]} rule={{ directions: ['OUTLAY', 'INCOME'], can_add: false, can_edit: true }} />);
    const options = [...(screen.getByTestId('fee-0-direction') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['支', '收']);
    expect(screen.queryByTestId('fee-add')).toBeNull();
    unmount();
    renderWithProviders(<Harness rows={[full()]} rule={{ directions: ['OUTLAY'], can_add: false, can_edit: false }} />);
    expect((screen.getByTestId('fee-0-amount') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('fee-0-code') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByTestId('fee-0-delete')).toBeNull();
  });

  it('totals per direction', () => {
    renderWithProviders(<Harness rows={[full({ amount: '10.5' }), full({ direction: 'INCOME', code: 'RECOVERY', settle_target_type: 'DELIVERY', settle_target_id: 21, amount: '3' })]} rule={{ directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true }} />);
    expect(screen.getByTestId('fee-totals').textContent).toBe('支 ¥10.50 · 收 ¥3.00');
  });
});
