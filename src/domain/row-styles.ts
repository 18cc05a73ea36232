/**
 * List row styling of spec §4 as data: an ordered rule list, first match wins. Screens pass rules to the data
 * table; they never colour rows with their own conditionals.
 */

export type RowTone = 'danger' | 'warning' | 'purple' | 'success';

export interface RowStyleRule<R = RowStyleFields> {
  id: string;
  tone: RowTone;
  when(row: R): boolean;
}

/** The row fields the rules look at (spec §3 list rows, §4 tickets); all optional. */
export interface RowStyleFields {
  limitation_status_code?: string | null;
  is_timed_out?: boolean | number | string | null;
  income_settle_status?: number | string | null;
  is_not_out_storage?: boolean | number | string | null;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Precedence top to bottom: overdue outranks a warning, which outranks settlement and storage hints. */
export const ROW_STYLE_RULES: readonly RowStyleRule[] = [
  { id: 'limitation-danger', tone: 'danger', when: (r) => r.limitation_status_code === 'C_DANGER' },
  { id: 'ticket-timed-out', tone: 'danger', when: (r) => truthy(r.is_timed_out) },
  { id: 'limitation-warning', tone: 'warning', when: (r) => r.limitation_status_code === 'B_WARNING' },
  { id: 'income-settled', tone: 'purple', when: (r) => Number(r.income_settle_status) === 2 },
  { id: 'not-out-of-storage', tone: 'success', when: (r) => truthy(r.is_not_out_storage) },
];

export function rowTone<R>(row: R, rules: readonly RowStyleRule<R>[]): RowTone | null {
  for (const rule of rules) if (rule.when(row)) return rule.tone;
  return null;
}
