/**
 * Fee rows of a ticket (spec §4 'Fee row', §5 'Fee rows'): types, money in integer cents, the clearing cascade,
 * stage rules and validation. Shared by the fee row editor and the server, which re-validates every save.
 */
import type { FeeField, FeeMessage } from './fee-messages';
import type { TicketStage } from './workflow';

export const FEE_DIRECTIONS = ['OUTLAY', 'INCOME'] as const;
export type FeeDirection = (typeof FEE_DIRECTIONS)[number];
export const FEE_DIRECTION_LABELS: Record<FeeDirection, { zh: string; en: string }> = {
  OUTLAY: { zh: '支', en: 'Out' },
  INCOME: { zh: '收', en: 'In' },
};

/** Spec §5/§9: amount input minimum 0.01 with 2 decimals. */
export const MIN_AMOUNT_CENTS = 1;
export const AMOUNT_DECIMALS = 2;

export interface SettlementMethod {
  value: string;
  label: string;
}

/** Spec §3 fee configuration; minAmount / maxAmount in yuan, as configured. */
export interface FeeConfig {
  code: string;
  name: string;
  directions: FeeDirection[];
  /** target types allowed per direction (e.g. OUTLAY: ['DELIVERY', 'CONSIGNOR']) */
  settle_targets: Partial<Record<FeeDirection, string[]>>;
  settlement_methods: SettlementMethod[];
  minAmount?: number | null;
  maxAmount?: number | null;
}

export interface FeeRow {
  direction: FeeDirection | '';
  code: string;
  code_name: string;
  settle_target_id: number | string | null;
  settle_target_name: string;
  settle_target_type: string;
  /** yuan as typed ('12.34') or a number */
  amount: string | number | null;
  settlement_method_code: string;
  settlement_method_name: string;
}

export interface SettleTarget {
  id: number | string;
  name: string;
}
/** Spec §3: settle targets grouped by type (CONSIGNOR, DELIVERY, PRODUCTS, …). */
export type SettleTargets = Record<string, SettleTarget[]>;

export interface StageRule {
  directions: FeeDirection[];
  can_add: boolean;
  can_edit: boolean;
}
export type StageRules = Partial<Record<TicketStage, Partial<StageRule>>>;

/** Spec §4: without a rule, OUTLAY only, with add and edit. A finished ticket's fees never change. */
export const DEFAULT_STAGE_RULE: StageRule = { directions: ['OUTLAY'], can_add: true, can_edit: true };

export function stageRule(rules: StageRules | null | undefined, stage: TicketStage): StageRule {
  if (stage === 'FINISHED') return { directions: rules?.FINISHED?.directions ?? [], can_add: false, can_edit: false };
  return { ...DEFAULT_STAGE_RULE, ...rules?.[stage] };
}

export function emptyFeeRow(direction: FeeDirection | '' = ''): FeeRow {
  return {
    direction,
    code: '',
    code_name: '',
    settle_target_id: null,
    settle_target_name: '',
    settle_target_type: '',
    amount: null,
    settlement_method_code: '',
    settlement_method_name: '',
  };
}

/** Spec §4: an empty form in stage CREATE starts with one row (in the stage's first direction). */
export function initialFeeRows(rows: FeeRow[], stage: TicketStage, rule: StageRule): FeeRow[] {
  if (stage !== 'CREATE' || rows.length || !rule.can_add) return rows;
  return [emptyFeeRow(rule.directions.length === 1 ? rule.directions[0] : '')];
}

// ---- money -----------------------------------------------------------------------------------------------

const AMOUNT_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** '12.34' → 1234 cents; null for anything not a non-negative number with at most 2 decimals. */
export function parseAmountCents(input: string | number | null | undefined): number | null {
  if (input == null) return null;
  const s = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!AMOUNT_RE.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1234 → '12.34'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A configured yuan amount (may be a float in JSON) in cents, rounded to the cent. */
export const yuanToCents = (yuan: number): number => Math.round(yuan * 100);

/** Exact totals per direction, in cents (rows whose amount does not parse count 0). */
export function feeTotals(rows: Pick<FeeRow, 'direction' | 'amount'>[]): Record<FeeDirection, number> {
  const totals: Record<FeeDirection, number> = { OUTLAY: 0, INCOME: 0 };
  for (const r of rows) if (r.direction) totals[r.direction] += parseAmountCents(r.amount) ?? 0;
  return totals;
}

// ---- the clearing cascade (spec §4) ----------------------------------------------------------------------

export interface PossibleTarget extends SettleTarget {
  type: string;
}

export const configOf = (configs: FeeConfig[], code: string): FeeConfig | undefined => configs.find((c) => c.code === code);

/** Fee items offered for a direction. */
export function codesFor(configs: FeeConfig[], direction: FeeDirection | ''): FeeConfig[] {
  return direction ? configs.filter((c) => c.directions.includes(direction)) : [];
}

/** Targets a row may settle with: the order's targets of the types the fee item allows for the row's direction. */
export function possibleTargets(row: Pick<FeeRow, 'direction' | 'code'>, configs: FeeConfig[], targets: SettleTargets): PossibleTarget[] {
  const config = configOf(configs, row.code);
  if (!config || !row.direction) return [];
  return (config.settle_targets[row.direction] ?? []).flatMap((type) => (targets[type] ?? []).map((t) => ({ ...t, type })));
}

const clearTarget = { settle_target_id: null, settle_target_name: '', settle_target_type: '' } as const;
const clearMethod = { settlement_method_code: '', settlement_method_name: '' } as const;

function withMethod(row: FeeRow, configs: FeeConfig[]): FeeRow {
  const methods = configOf(configs, row.code)?.settlement_methods ?? [];
  if (row.settle_target_type && methods.length === 1) {
    return { ...row, settlement_method_code: methods[0].value, settlement_method_name: methods[0].label };
  }
  return row;
}

/** Changing the direction clears code, target and method. */
export function changeDirection(row: FeeRow, direction: FeeDirection | ''): FeeRow {
  return { ...row, direction, code: '', code_name: '', ...clearTarget, ...clearMethod };
}

/** Changing the fee item clears target and method, then picks the target (and its method) when only one fits. */
export function changeCode(row: FeeRow, code: string, configs: FeeConfig[], targets: SettleTargets): FeeRow {
  const next: FeeRow = { ...row, code, code_name: configOf(configs, code)?.name ?? '', ...clearTarget, ...clearMethod };
  const possible = possibleTargets(next, configs, targets);
  if (possible.length !== 1) return next;
  return changeTarget(next, possible[0], configs);
}

/** Changing the target clears the method and picks it when only one is possible. */
export function changeTarget(row: FeeRow, target: PossibleTarget | null, configs: FeeConfig[]): FeeRow {
  const next: FeeRow = target
    ? { ...row, settle_target_id: target.id, settle_target_name: target.name, settle_target_type: target.type, ...clearMethod }
    : { ...row, ...clearTarget, ...clearMethod };
  return withMethod(next, configs);
}

/** Spec §5: a row is complete only with direction, target, amount and settlement method. */
export function isCompleteRow(row: FeeRow): boolean {
  return Boolean(row.direction && row.settle_target_type && row.settle_target_id != null && row.settle_target_id !== '' && row.amount != null && String(row.amount).trim() && row.settlement_method_code);
}

/** Delete is allowed only above the minimum item count. */
export const canDeleteRow = (rowCount: number, minItems: number): boolean => rowCount > minItems;

// ---- validation (spec §5) --------------------------------------------------------------------------------

export interface FeeValidationOptions {
  /** OUTLAY rows may not exceed the order's maximum (cents) */
  orderMaxCents?: number | null;
  /** '至少需要一条费用明细' below this many rows (default 1) */
  minItems?: number;
  /** directions the stage allows (default: any the fee item allows) */
  directions?: FeeDirection[];
  /** the order's settle targets: when given, a row's target must be one of them */
  targets?: SettleTargets;
}

export type FeeRowErrors = Partial<Record<FeeField, FeeMessage>>;

export interface FeeValidation {
  ok: boolean;
  rows: FeeRowErrors[];
  overall: FeeMessage[];
}

const rowKey = (r: FeeRow) => `${r.direction}|${r.settle_target_type}|${r.settle_target_id ?? ''}|${r.code}`;

function validateAmount(row: FeeRow, config: FeeConfig | undefined, opts: FeeValidationOptions): FeeMessage | undefined {
  if (row.amount == null || String(row.amount).trim() === '') return { key: 'required', params: { field: 'amount' } };
  const cents = parseAmountCents(row.amount);
  if (cents == null) return { key: 'invalidNumber' };
  const min = Math.max(MIN_AMOUNT_CENTS, config?.minAmount != null ? yuanToCents(config.minAmount) : MIN_AMOUNT_CENTS);
  if (cents < min) return { key: 'belowMin', params: { n: formatCents(min) } };
  const maxes: number[] = [];
  if (config?.maxAmount != null) maxes.push(yuanToCents(config.maxAmount));
  if (row.direction === 'OUTLAY' && opts.orderMaxCents != null) maxes.push(opts.orderMaxCents);
  if (maxes.length) {
    const max = Math.min(...maxes);
    if (cents > max) return { key: 'aboveMax', params: { n: formatCents(max) } };
  }
  return undefined;
}

function validateRow(row: FeeRow, configs: FeeConfig[], opts: FeeValidationOptions): FeeRowErrors {
  const errors: FeeRowErrors = {};
  if (!row.direction) errors.direction = { key: 'required', params: { field: 'direction' } };
  else if (opts.directions && !opts.directions.includes(row.direction)) errors.direction = { key: 'directionNotAllowed' };
  const config = configOf(configs, row.code);
  if (!row.code) errors.code = { key: 'required', params: { field: 'code' } };
  else if (!config || (row.direction && !config.directions.includes(row.direction))) errors.code = { key: 'codeNotAllowed' };
  if (!row.settle_target_type || row.settle_target_id == null || row.settle_target_id === '') {
    errors.settle_target = { key: 'required', params: { field: 'settle_target' } };
  } else if (config && row.direction) {
    const types = config.settle_targets[row.direction] ?? [];
    const known = opts.targets ? (opts.targets[row.settle_target_type] ?? []).some((t) => String(t.id) === String(row.settle_target_id)) : true;
    if (!types.includes(row.settle_target_type) || !known) errors.settle_target = { key: 'targetNotAllowed' };
  }
  const amount = validateAmount(row, config, opts);
  if (amount) errors.amount = amount;
  if (!row.settlement_method_code) errors.settlement_method = { key: 'required', params: { field: 'settlement_method' } };
  else if (config && !config.settlement_methods.some((m) => m.value === row.settlement_method_code)) {
    errors.settlement_method = { key: 'methodNotAllowed', params: { methods: config.settlement_methods.map((m) => m.label).join('、') } };
  }
  return errors;
}

/** Every rule of spec §5 on a set of rows: per-row field errors and the overall messages. */
export function validateFeeRows(rows: FeeRow[], configs: FeeConfig[], opts: FeeValidationOptions = {}): FeeValidation {
  const overall: FeeMessage[] = [];
  if (rows.length < (opts.minItems ?? 1)) overall.push({ key: 'atLeastOne' });
  const seen = new Set<string>();
  let duplicate = false;
  const rowErrors = rows.map((row) => {
    const errors = validateRow(row, configs, opts);
    if (row.direction && row.code && row.settle_target_type && row.settle_target_id != null && row.settle_target_id !== '') {
      const key = rowKey(row);
      if (seen.has(key)) {
        duplicate = true;
        if (!errors.code) errors.code = { key: 'duplicateRow' };
      }
      seen.add(key);
    }
    return errors;
  });
  if (duplicate) overall.push({ key: 'noDuplicates' });
  return { ok: overall.length === 0 && rowErrors.every((e) => Object.keys(e).length === 0), rows: rowErrors, overall };
}

/** Spec §6: the button codes any of which turns the fee display on. */
export const FEE_SHOW_CODES = ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL', 'DA_FEE_SHOW', 'PAI_N_FEE_SHOW'] as const;

/** Whether fees are shown to a user holding these element / operation codes. */
export const canShowFees = (codes: Iterable<string>): boolean => [...codes].some((c) => (FEE_SHOW_CODES as readonly string[]).includes(c));
