import { describe, expect, it } from 'vitest';
import { computeIncentives, EMPTY_INCENTIVE_RULE, incentiveTotals, type IncentiveFacts } from './incentive';

const facts = (id: number, name: string, signed: number, good: number, complaints: number, abnormal: number): IncentiveFacts => ({
  target_id: id,
  target_name: name,
  signed,
  good_feedback: good,
  complaints,
  abnormal,
});

describe('computeIncentives', () => {
  const rule = { per_signed: 150, per_good_feedback: 200, per_complaint: 500, per_abnormal: 1000 };

  it('pays per signed order and good feedback and deducts per complaint and abnormal, in fen', () => {
    const [line] = computeIncentives(rule, [facts(1, '张师傅', 10, 3, 1, 1)]);
    expect(line.bonus).toBe(10 * 150 + 3 * 200);
    expect(line.deduction).toBe(500 + 1000);
    expect(line.amount).toBe(2100 - 1500);
  });

  it('lets the amount go negative when deductions exceed the bonus', () => {
    const [line] = computeIncentives(rule, [facts(2, '李师傅', 1, 0, 2, 1)]);
    expect(line.amount).toBe(150 - 2000);
  });

  it('orders by amount, then name, and totals the period', () => {
    const lines = computeIncentives(rule, [facts(1, 'B', 1, 0, 0, 0), facts(2, 'A', 1, 0, 0, 0), facts(3, 'C', 5, 0, 0, 0)]);
    expect(lines.map((l) => l.target_name)).toEqual(['C', 'A', 'B']);
    expect(incentiveTotals(lines)).toEqual({ signed: 7, good_feedback: 0, complaints: 0, abnormal: 0, amount: 7 * 150 });
  });

  it('pays nothing under the empty rule', () => {
    expect(computeIncentives(EMPTY_INCENTIVE_RULE, [facts(1, 'A', 9, 9, 0, 0)])[0].amount).toBe(0);
  });

  it('refuses a rule that is not whole non-negative fen', () => {
    expect(() => computeIncentives({ ...rule, per_signed: 1.5 }, [])).toThrow(RangeError);
    expect(() => computeIncentives({ ...rule, per_abnormal: -1 }, [])).toThrow(RangeError);
    expect(computeIncentives({ ...rule, target: 'driver' } as typeof rule, [])).toEqual([]);
  });
});
