/**
 * Sorting configuration (分拣配置): rules that send an order, ticket or abnormal to a target — a storage
 * location, a station, a delivery provider, a handler group or the next station of a route — when its
 * conditions hold. One table with a kind column; each kind has its own condition and target fields.
 *
 * matchRule picks, among the enabled rules of a kind whose every set condition equals the input's value,
 * the one with the lowest priority number (1 first); on a tie the more specific rule (more conditions)
 * wins, then the older one (lower id).
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from './input-fields';

export const SORTING_KINDS = ['ticket', 'storageLocation', 'abnormal', 'route', 'staticRoute', 'station', 'delivery', 'deliveryConsignor'] as const;
export type SortingKind = (typeof SORTING_KINDS)[number];

export const CONDITION_FIELDS = [
  'province_code',
  'city_code',
  'district_code',
  'consignor_id',
  'product_category_code',
  'ticket_type',
  'abnormal_type',
  'station_id',
  'end_station_id',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const TARGET_FIELDS = ['handler_group_id', 'storage_location_id', 'next_station_id', 'target_station_id', 'delivery_resource_id'] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

/** What a reference field points at (the server checks it belongs to the company and stores its name). */
export const FIELD_REFERENCE: Partial<Record<ConditionField | TargetField, 'consignor' | 'delivery' | 'station' | 'storageLocation' | 'group' | 'category'>> = {
  consignor_id: 'consignor',
  delivery_resource_id: 'delivery',
  station_id: 'station',
  end_station_id: 'station',
  next_station_id: 'station',
  target_station_id: 'station',
  storage_location_id: 'storageLocation',
  handler_group_id: 'group',
  product_category_code: 'category',
};

export interface KindDef {
  /** condition fields the kind accepts; the required ones must be set */
  conditions: ConditionField[];
  required: ConditionField[];
  target: TargetField;
}

const AREA: ConditionField[] = ['province_code', 'city_code', 'district_code'];

export const SORTING_KIND_DEFS: Record<SortingKind, KindDef> = {
  ticket: { conditions: ['ticket_type', 'consignor_id', ...AREA], required: ['ticket_type'], target: 'handler_group_id' },
  storageLocation: { conditions: [...AREA, 'consignor_id', 'product_category_code'], required: [], target: 'storage_location_id' },
  abnormal: { conditions: ['abnormal_type', 'consignor_id'], required: ['abnormal_type'], target: 'handler_group_id' },
  route: { conditions: ['station_id', ...AREA], required: ['station_id'], target: 'next_station_id' },
  staticRoute: { conditions: ['station_id', 'end_station_id'], required: ['station_id', 'end_station_id'], target: 'next_station_id' },
  station: { conditions: [...AREA, 'consignor_id'], required: [], target: 'target_station_id' },
  delivery: { conditions: [...AREA, 'product_category_code'], required: [], target: 'delivery_resource_id' },
  deliveryConsignor: { conditions: ['consignor_id', ...AREA], required: ['consignor_id'], target: 'delivery_resource_id' },
};

export function isSortingKind(value: string): value is SortingKind {
  return (SORTING_KINDS as readonly string[]).includes(value);
}

export type ConditionValues = Partial<Record<ConditionField, string | number>>;

export interface SortingRule {
  id: number;
  kind: SortingKind;
  priority: number;
  enabled: boolean;
  condition: ConditionValues;
  target: Partial<Record<TargetField, string | number>>;
}

/** What is being sorted: the values the conditions compare against. */
export type SortingInput = Partial<Record<ConditionField, string | number | null | undefined>>;

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';

export function ruleMatches(rule: SortingRule, input: SortingInput): boolean {
  for (const field of SORTING_KIND_DEFS[rule.kind].conditions) {
    const want = rule.condition[field];
    if (!isSet(want)) continue;
    const have = input[field];
    if (!isSet(have) || String(have) !== String(want)) return false;
  }
  return true;
}

const specificity = (rule: SortingRule) => SORTING_KIND_DEFS[rule.kind].conditions.filter((f) => isSet(rule.condition[f])).length;

/** The rule that decides for `input`, or null when none applies. */
export function matchRule<R extends SortingRule>(kind: SortingKind, input: SortingInput, rules: readonly R[]): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (rule.kind !== kind || !rule.enabled || !ruleMatches(rule, input)) continue;
    if (
      !best ||
      rule.priority < best.priority ||
      (rule.priority === best.priority && (specificity(rule) > specificity(best) || (specificity(rule) === specificity(best) && rule.id < best.id)))
    ) {
      best = rule;
    }
  }
  return best;
}

// ---- request bodies: a flat form per kind (common fields + the kind's conditions + its target) ----

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v);
const id = z.preprocess(toNumber, z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined) }).int().min(1).max(DB_INT_MAX));
const areaCode = z.string({ error: () => 'required' }).trim().regex(/^\d{6}(\d{3})?$/, 'invalidFormat');
const code = z.string({ error: () => 'required' }).trim().min(1, 'required').max(40);

const FIELD_SCHEMAS: Record<ConditionField | TargetField, z.ZodType> = {
  province_code: areaCode,
  city_code: areaCode,
  district_code: areaCode,
  consignor_id: id,
  product_category_code: code,
  ticket_type: code,
  abnormal_type: code,
  station_id: id,
  end_station_id: id,
  handler_group_id: id,
  storage_location_id: id,
  next_station_id: id,
  target_station_id: id,
  delivery_resource_id: id,
};

const common = {
  name: z.string().trim().min(1, 'required').max(50),
  priority: z.preprocess(toNumber, z.number().int('rules.validation.priority').min(1, 'rules.validation.priority').max(9999, 'rules.validation.priority').optional().default(100)),
  // absent on an update: the rule keeps its status
  status: z.preprocess(toNumber, z.union([z.literal(0), z.literal(1)]).optional()),
  memo: z.string().trim().max(320).optional().default(''),
};

function kindSchema(kind: SortingKind) {
  const def = SORTING_KIND_DEFS[kind];
  const shape: Record<string, z.ZodType> = { ...common };
  for (const field of def.conditions) {
    shape[field] = def.required.includes(field) ? FIELD_SCHEMAS[field] : z.preprocess(blankToUndefined, FIELD_SCHEMAS[field].optional());
  }
  shape[def.target] = FIELD_SCHEMAS[def.target];
  return z
    .object(shape)
    .strict()
    .refine((b) => !b.district_code || b.city_code, { message: 'invalidFormat', path: ['city_code'] })
    .refine((b) => !b.city_code || b.province_code, { message: 'invalidFormat', path: ['province_code'] });
}

export const SORTING_RULE_BODIES = Object.fromEntries(SORTING_KINDS.map((k) => [k, kindSchema(k)])) as Record<SortingKind, ReturnType<typeof kindSchema>>;

export interface SortingRuleValues {
  name: string;
  priority: number;
  status?: 0 | 1;
  memo: string;
  condition: ConditionValues;
  target: Partial<Record<TargetField, number>>;
}

/** Splits a validated flat body into condition and target. */
export function splitRuleBody(kind: SortingKind, body: Record<string, unknown>): SortingRuleValues {
  const def = SORTING_KIND_DEFS[kind];
  const condition: ConditionValues = {};
  for (const field of def.conditions) {
    const v = body[field];
    if (isSet(v)) condition[field] = v as string | number;
  }
  return {
    name: body.name as string,
    priority: body.priority as number,
    status: body.status as 0 | 1 | undefined,
    memo: body.memo as string,
    condition,
    target: { [def.target]: body[def.target] as number },
  };
}
