/**
 * The small condition language of ticket ui_schema (visible-when) and sub-type rules, evaluated the same in the
 * form and on the server:
 *   { field: 'damage_type', op: 'eq', value: 'LOSS' }      ops: eq, ne, in, notIn (value is a list), truthy, falsy
 *   { all: [cond, …] }  every one holds          { any: [cond, …] }  at least one holds
 *   { not: cond }
 * `field` is a dot path into the form data (e.g. 'goods.status'). A missing field is undefined: eq fails,
 * ne holds, truthy fails. Numbers and numeric strings compare equal ('1' eq 1), as form inputs give strings.
 */

export type ConditionOp = 'eq' | 'ne' | 'in' | 'notIn' | 'truthy' | 'falsy';

export type Condition =
  | { field: string; op: ConditionOp; value?: unknown }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** Per-field ui_schema entry (spec §3: visible-when condition, hidden flag, options). */
export interface UiFieldSchema {
  visible_when?: Condition;
  hidden?: boolean;
  options?: Array<{ value: string | number; label: string }>;
  widget?: string;
  placeholder?: string;
  order?: number;
}
export type UiSchema = Record<string, UiFieldSchema>;

export interface SubTypeOption {
  value: string;
  label?: string;
  rules?: Condition | null;
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  let cur: unknown = data;
  for (const part of path.split('.')) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'number' || typeof a === 'string') && (typeof b === 'number' || typeof b === 'string')) {
    return String(a) === String(b) && String(a).trim() !== '';
  }
  return false;
}

const truthy = (v: unknown) => !(v == null || v === false || v === '' || v === 0 || (Array.isArray(v) && v.length === 0));

export function evaluateCondition(cond: Condition | null | undefined, data: Record<string, unknown>): boolean {
  if (!cond) return true;
  if ('all' in cond) return cond.all.every((c) => evaluateCondition(c, data));
  if ('any' in cond) return cond.any.some((c) => evaluateCondition(c, data));
  if ('not' in cond) return !evaluateCondition(cond.not, data);
  const v = valueAt(data, cond.field);
  const list = Array.isArray(cond.value) ? cond.value : [];
  switch (cond.op) {
    case 'eq':
      return same(v, cond.value);
    case 'ne':
      return !same(v, cond.value);
    case 'in':
      return list.some((x) => same(v, x));
    case 'notIn':
      return !list.some((x) => same(v, x));
    case 'truthy':
      return truthy(v);
    case 'falsy':
      return !truthy(v);
    default:
      return false;
  }
}

/** Fields hidden now: the hidden flag, or a visible-when condition that fails. */
export function hiddenFields(ui: UiSchema | null | undefined, data: Record<string, unknown>): Set<string> {
  const hidden = new Set<string>();
  for (const [field, entry] of Object.entries(ui ?? {})) {
    if (entry.hidden || (entry.visible_when && !evaluateCondition(entry.visible_when, data))) hidden.add(field);
  }
  return hidden;
}

/** The data without the fields hidden now (what the form submits and the server validates). */
export function withoutHidden<T extends Record<string, unknown>>(ui: UiSchema | null | undefined, data: T): Partial<T> {
  const hidden = hiddenFields(ui, data);
  return Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.has(k))) as Partial<T>;
}

/** Spec §4: the sub-type is set only when exactly one sub-type rule matches; otherwise undefined (leave it). */
export function autoSubType(options: SubTypeOption[] | null | undefined, data: Record<string, unknown>): string | undefined {
  const matching = (options ?? []).filter((o) => o.rules && evaluateCondition(o.rules, data));
  return matching.length === 1 ? matching[0].value : undefined;
}
