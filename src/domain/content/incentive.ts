/** Incentive plans for drivers and stations (issue 22): a rule in fen per counted fact, applied over a period's facts. */

export const INCENTIVE_TARGETS = ['driver', 'station'] as const;
export type IncentiveTarget = (typeof INCENTIVE_TARGETS)[number];

/** fen per fact; per_complaint and per_abnormal are deducted */
export interface IncentiveRule {
  per_signed: number;
  per_good_feedback: number;
  per_complaint: number;
  per_abnormal: number;
}

const RULE_KEYS = ['per_signed', 'per_good_feedback', 'per_complaint', 'per_abnormal'] as const;

export const EMPTY_INCENTIVE_RULE: IncentiveRule = { per_signed: 0, per_good_feedback: 0, per_complaint: 0, per_abnormal: 0 };

/** what one driver or station did in the period */
export interface IncentiveFacts {
  target_id: number;
  target_name: string;
  signed: number;
  good_feedback: number;
  complaints: number;
  abnormal: number;
}

export interface IncentiveLine extends IncentiveFacts {
  bonus: number;
  deduction: number;
  /** bonus − deduction, fen; may be negative */
  amount: number;
}

/** Each target's bonus, deduction and amount in integer fen; the largest amount first, then by name. */
export function computeIncentives(rule: IncentiveRule, facts: readonly IncentiveFacts[]): IncentiveLine[] {
  for (const key of RULE_KEYS) {
    const value = rule[key];
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`incentive rule ${key} must be a whole number of fen ≥ 0`);
  }
  return facts
    .map((f) => {
      const bonus = f.signed * rule.per_signed + f.good_feedback * rule.per_good_feedback;
      const deduction = f.complaints * rule.per_complaint + f.abnormal * rule.per_abnormal;
      return { ...f, bonus, deduction, amount: bonus - deduction };
    })
    .sort((a, b) => b.amount - a.amount || a.target_name.localeCompare(b.target_name));
}

/** the period's totals (the table's footer) */
export function incentiveTotals(lines: readonly IncentiveLine[]) {
  return lines.reduce(
    (t, l) => ({ signed: t.signed + l.signed, good_feedback: t.good_feedback + l.good_feedback, complaints: t.complaints + l.complaints, abnormal: t.abnormal + l.abnormal, amount: t.amount + l.amount }),
    { signed: 0, good_feedback: 0, complaints: 0, abnormal: 0, amount: 0 },
  );
}
