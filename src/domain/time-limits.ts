/**
 * Time limits (时效): how many hours an order may spend in each lifecycle stage, per company, with
 * overrides per province / city / district, and how long a ticket of each type may stay open. The rule
 * that turns them into the list rows' limitation_status_code (spec §4, §9: A_NORMAL, B_WARNING, C_DANGER):
 *
 *   elapsed = now − the moment the order entered its current stage (hours)
 *   limit   = resolveLimit(stage, end area): district override, else city, else province, else global
 *   elapsed ≥ limit                        → C_DANGER  (the limit is used up)
 *   elapsed ≥ limit × warningPercent / 100 → B_WARNING (the warning share of the limit is used up)
 *   otherwise, or no limit for the stage   → A_NORMAL
 *
 * Overrides are per stage: a district row that leaves a stage empty inherits it from its city, province
 * or the global row; the warning share follows the same most-specific-wins rule.
 */
import { z } from 'zod';
import { decimalToNumber } from './input-fields';

/**
 * The timed lifecycle stages: waiting to be received, to enter and to leave the warehouse, in line-haul
 * transit, to be assigned, appointed, signed. The order lifecycle names them in lower case
 * (src/domain/order-lifecycle.ts TIMED_STAGE_OF_STATUS: 'receive', 'warehouse_out'…); both spellings are accepted.
 */
export const TIME_LIMIT_STAGES = ['RECEIVE', 'WAREHOUSE_IN', 'WAREHOUSE_OUT', 'TRANSIT', 'ASSIGN', 'APPOINT', 'SIGN'] as const;
export type TimeLimitStage = (typeof TIME_LIMIT_STAGES)[number];

/** Order statuses (src/domain/order-status.ts) whose time runs against a stage limit. */
export const TIMED_STAGE_OF_STATUS: Readonly<Record<string, TimeLimitStage>> = {
  TO_RECEIVE: 'RECEIVE',
  RECEIVED: 'WAREHOUSE_IN',
  IN_WAREHOUSE: 'WAREHOUSE_OUT',
  OUT_WAREHOUSE: 'TRANSIT',
  IN_TRANSIT: 'TRANSIT',
  TO_ASSIGN: 'ASSIGN',
  TO_APPOINT: 'APPOINT',
  TO_SIGN: 'SIGN',
};

export const LIMITATION_STATUSES = ['A_NORMAL', 'B_WARNING', 'C_DANGER'] as const;
export type LimitationStatus = (typeof LIMITATION_STATUSES)[number];

export const DEFAULT_WARNING_PERCENT = 80;
export const MAX_LIMIT_HOURS = 8760;

/** Hours per stage; an absent stage has no limit (or, in an override, inherits it). */
export type StageHours = Partial<Record<TimeLimitStage, number>>;

export type AreaLevel = 'province' | 'city' | 'district';

export interface AreaTimeLimit {
  /** 6-digit area code (province 310000, city 310100, district 310101) */
  areaCode: string;
  level: AreaLevel;
  hours: StageHours;
  /** null: inherit */
  warningPercent: number | null;
}

export interface TicketTimeLimit {
  ticketType: string;
  hours: number;
  warningPercent: number | null;
}

/** Everything one company configured. */
export interface TimeLimitSet {
  global: { hours: StageHours; warningPercent: number };
  areas: AreaTimeLimit[];
  tickets: TicketTimeLimit[];
}

export const EMPTY_TIME_LIMITS: TimeLimitSet = { global: { hours: {}, warningPercent: DEFAULT_WARNING_PERCENT }, areas: [], tickets: [] };

export interface EndArea {
  endProvinceCode: string;
  endCityCode: string;
  endDistrictCode: string;
}

export interface ResolvedLimit {
  hours: number;
  warningPercent: number;
  /** where the hours came from */
  source: 'global' | AreaLevel;
}

/** A stage code in either case ('sign', 'SIGN'), or an order status that maps to one (TO_SIGN → SIGN); null when not timed. */
export function toStage(stage: string): TimeLimitStage | null {
  const upper = stage.trim().toUpperCase();
  if ((TIME_LIMIT_STAGES as readonly string[]).includes(upper)) return upper as TimeLimitStage;
  return Object.hasOwn(TIMED_STAGE_OF_STATUS, upper) ? TIMED_STAGE_OF_STATUS[upper] : null;
}

/** The limit that applies to a stage at an end address; null when nothing limits it. */
export function resolveLimit(stage: string, area: EndArea, limits: TimeLimitSet): ResolvedLimit | null {
  const s = toStage(stage);
  if (!s) return null;
  const find = (level: AreaLevel, code: string) => (code ? limits.areas.find((a) => a.level === level && a.areaCode === code) : undefined);
  // most specific first
  const chain: { source: ResolvedLimit['source']; hours: StageHours; warningPercent: number | null }[] = [];
  for (const [level, code] of [
    ['district', area.endDistrictCode],
    ['city', area.endCityCode],
    ['province', area.endProvinceCode],
  ] as const) {
    const row = find(level, code);
    if (row) chain.push({ source: level, hours: row.hours, warningPercent: row.warningPercent });
  }
  chain.push({ source: 'global', hours: limits.global.hours, warningPercent: limits.global.warningPercent });
  const withHours = chain.find((c) => typeof c.hours[s] === 'number' && c.hours[s]! > 0);
  if (!withHours) return null;
  const warning = chain.find((c) => c.warningPercent !== null)?.warningPercent ?? DEFAULT_WARNING_PERCENT;
  return { hours: withHours.hours[s]!, warningPercent: warning, source: withHours.source };
}

/** A_NORMAL / B_WARNING / C_DANGER from elapsed time against a limit (the rule in the header). */
export function statusForElapsed(elapsedMs: number, limit: { hours: number; warningPercent: number } | null): LimitationStatus {
  if (!limit || !(limit.hours > 0) || !Number.isFinite(elapsedMs)) return 'A_NORMAL';
  const limitMs = limit.hours * 3_600_000;
  if (elapsedMs >= limitMs) return 'C_DANGER';
  if (elapsedMs >= (limitMs * limit.warningPercent) / 100) return 'B_WARNING';
  return 'A_NORMAL';
}

export interface TimedOrder extends EndArea {
  /** a TimeLimitStage or an order status (TO_SIGN…) */
  stage: string;
  stageStartedAt: string | Date;
}

/** The limitation status of an order now. */
export function limitationStatus(order: TimedOrder, limits: TimeLimitSet, now: Date): LimitationStatus {
  const started = new Date(order.stageStartedAt).getTime();
  if (Number.isNaN(started)) return 'A_NORMAL';
  return statusForElapsed(now.getTime() - started, resolveLimit(order.stage, order, limits));
}

/** The limitation status of a ticket of `ticketType` opened at `openedAt` (timed-out tickets show red, spec §4). */
export function ticketLimitationStatus(ticket: { ticketType: string; openedAt: string | Date }, limits: TimeLimitSet, now: Date): LimitationStatus {
  const row = limits.tickets.find((t) => t.ticketType === ticket.ticketType);
  const started = new Date(ticket.openedAt).getTime();
  if (!row || Number.isNaN(started)) return 'A_NORMAL';
  return statusForElapsed(now.getTime() - started, { hours: row.hours, warningPercent: row.warningPercent ?? limits.global.warningPercent });
}

/** The level of a 6-digit area code: 310000 province, 310100 city, 310101 district. */
export function areaLevelOf(code: string): AreaLevel | null {
  if (!/^\d{6}(\d{3})?$/.test(code) || code === '100000') return null;
  // a few cities list towns with 9-digit codes as their districts
  if (code.length === 9) return 'district';
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}

/** The province, city and district codes a 6-digit code stands for (a province code gives only the province). */
export function splitAreaCode(code: string): { provinceCode: string; cityCode: string; districtCode: string } | null {
  const level = areaLevelOf(code);
  if (!level) return null;
  return {
    provinceCode: `${code.slice(0, 2)}0000`,
    cityCode: level === 'province' ? '' : `${code.slice(0, 4)}00`,
    districtCode: level === 'district' ? code : '',
  };
}

// ---- request bodies the screens send and the server validates (same schemas both sides) ----

const HOURS_MSG = 'rules.validation.hours';
const PERCENT_MSG = 'rules.validation.percent';
/** an absent or blank value says 'required' (a catalog key the form and the server both word) */
const requiredNumber = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined) });
/** blank → absent, numeric text → number */
const toNumber = (v: unknown) => (v === '' || v === null ? undefined : decimalToNumber(v));
const hoursValue = requiredNumber().int(HOURS_MSG).min(1, HOURS_MSG).max(MAX_LIMIT_HOURS, HOURS_MSG);
const nullableHours = z.preprocess((v) => (v === '' || v === undefined ? null : decimalToNumber(v)), hoursValue.nullable());
const percent = z.preprocess(toNumber, requiredNumber().int(PERCENT_MSG).min(1, PERCENT_MSG).max(100, PERCENT_MSG));

/** One input per stage, e.g. receive_hours. */
export const STAGE_FIELDS: Record<TimeLimitStage, string> = {
  RECEIVE: 'receive_hours',
  WAREHOUSE_IN: 'warehouse_in_hours',
  WAREHOUSE_OUT: 'warehouse_out_hours',
  TRANSIT: 'transit_hours',
  ASSIGN: 'assign_hours',
  APPOINT: 'appoint_hours',
  SIGN: 'sign_hours',
};

const stageHoursShape = {
  receive_hours: nullableHours.optional(),
  warehouse_in_hours: nullableHours.optional(),
  warehouse_out_hours: nullableHours.optional(),
  transit_hours: nullableHours.optional(),
  assign_hours: nullableHours.optional(),
  appoint_hours: nullableHours.optional(),
  sign_hours: nullableHours.optional(),
};

export const globalTimeLimitBody = z.object({ ...stageHoursShape, warning_percent: percent }).strict();
export type GlobalTimeLimitBody = z.infer<typeof globalTimeLimitBody>;

export const areaTimeLimitBody = z
  .object({
    area_code: z.string().trim().regex(/^\d{6}(\d{3})?$/, 'invalidFormat'),
    ...stageHoursShape,
    warning_percent: z.preprocess((v) => (v === '' || v === undefined ? null : decimalToNumber(v)), z.number().int(PERCENT_MSG).min(1, PERCENT_MSG).max(100, PERCENT_MSG).nullable()),
    memo: z.string().trim().max(320).optional().default(''),
  })
  .strict();
export type AreaTimeLimitBody = z.infer<typeof areaTimeLimitBody>;

export const ticketTimeLimitBody = z
  .object({
    ticket_type: z.string().trim().min(1, 'required').max(40),
    ticket_type_name: z.string().trim().max(40).optional().default(''),
    hours: z.preprocess(toNumber, hoursValue),
    warning_percent: z.preprocess((v) => (v === '' || v === undefined ? null : decimalToNumber(v)), z.number().int(PERCENT_MSG).min(1, PERCENT_MSG).max(100, PERCENT_MSG).nullable()),
    memo: z.string().trim().max(320).optional().default(''),
  })
  .strict();
export type TicketTimeLimitBody = z.infer<typeof ticketTimeLimitBody>;

/** The stage hours of a body (absent and empty stages dropped). */
export function stageHoursOf(body: Partial<Record<string, unknown>>): StageHours {
  const out: StageHours = {};
  for (const stage of TIME_LIMIT_STAGES) {
    const v = body[STAGE_FIELDS[stage]];
    if (typeof v === 'number' && v > 0) out[stage] = v;
  }
  return out;
}

/** The stage hours as body fields (absent stages null), for API responses and forms. */
export function stageFieldsOf(hours: StageHours): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const stage of TIME_LIMIT_STAGES) out[STAGE_FIELDS[stage]] = hours[stage] ?? null;
  return out;
}
