/**
 * The form of a lifecycle action, built from the action's schema in ACTION_DATA: which fields it shows, the
 * body it posts and its validation messages (as catalog keys + params, translated by the dialog). The server
 * validates the same body with the same schema.
 */
import type { z } from 'zod';
import { ACTION_DATA, isDirectAction, type OrderAction } from '@/domain/order-lifecycle';

export type FieldKind = 'text' | 'textarea' | 'delivery' | 'warehouse' | 'datetime' | 'photos' | 'result';

export interface ActionField {
  /** the body key; change fields are 'changes.end_tel' … */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** catalog key of the label when it is not orders.fields.<name> */
  labelKey?: string;
}

export type ActionFormValues = Record<string, string | string[]>;

export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export type ActionFormResult = { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, FieldError> };

const KIND_BY_NAME: Record<string, FieldKind> = {
  memo: 'textarea',
  reason: 'textarea',
  description: 'textarea',
  resolution: 'textarea',
  notes: 'textarea',
  delivery_resource_id: 'delivery',
  warehouse_id: 'warehouse',
  appoint_at: 'datetime',
  photos: 'photos',
  result: 'result',
};

/** fields a form does not offer (optional, no picker for them on this screen) */
const SKIPPED = new Set(['location_id']);

export const CHANGE_FIELDS = ['end_contact', 'end_tel', 'end_address', 'memo'] as const;

type Shape = Record<string, z.ZodType>;
const shapeOf = (action: OrderAction): Shape => (ACTION_DATA[action] as unknown as { shape: Shape }).shape;

/** The form's fields; another area's actions (transit's, abnormal records') have no form on the order screens. */
export function actionFields(action: OrderAction): ActionField[] {
  if (!isDirectAction(action)) return [];
  const shape = shapeOf(action);
  return Object.keys(shape)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name): ActionField[] => {
      if (name === 'changes') return CHANGE_FIELDS.map((c) => ({ name: `changes.${c}`, kind: c === 'memo' || c === 'end_address' ? 'textarea' : 'text', required: false }));
      return [{ name, kind: KIND_BY_NAME[name] ?? 'text', required: !shape[name].safeParse(undefined).success }];
    });
}

/** Whether the action asks for anything at all (actions without fields only need a confirmation). */
export const hasFields = (action: OrderAction) => actionFields(action).length > 0;

export function initialValues(action: OrderAction, seed: Partial<Record<string, string>> = {}): ActionFormValues {
  return Object.fromEntries(actionFields(action).map((f) => [f.name, f.kind === 'photos' ? [] : (seed[f.name] ?? '')]));
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input (the browser's time zone) → an ISO instant. */
function isoOfLocal(value: string): string {
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString();
}

/** The raw body: empty values left out, change fields nested under `changes`. */
export function rawBody(action: OrderAction, values: ActionFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const changes: Record<string, string> = {};
  for (const f of actionFields(action)) {
    const v = values[f.name];
    if (Array.isArray(v)) {
      if (v.length > 0) body[f.name] = v;
      continue;
    }
    const s = (v ?? '').trim();
    if (!s) continue;
    if (f.name.startsWith('changes.')) changes[f.name.slice('changes.'.length)] = s;
    else body[f.name] = f.kind === 'datetime' ? isoOfLocal(s) : s;
  }
  if ('changes' in shapeOf(action)) body.changes = changes;
  return body;
}

function issueError(issue: z.core.$ZodIssue, field: ActionField | undefined, value: unknown): FieldError {
  const i = issue as z.core.$ZodIssue & { origin?: string; minimum?: number; maximum?: number };
  const picked = field && (field.kind === 'delivery' || field.kind === 'warehouse' || field.kind === 'result');
  const missing = value === undefined || (i.code === 'too_small' && i.origin === 'string' && i.minimum === 1);
  if (field?.kind === 'photos') {
    if (i.code === 'too_big') return { key: 'photosMax', params: { max: i.maximum } };
    return { key: 'photosRequired', params: { min: i.minimum ?? 1 } };
  }
  if (missing) return { key: picked ? 'requiredSelect' : 'required' };
  if (i.code === 'too_small') return { key: 'tooShort', params: { min: i.minimum } };
  if (i.code === 'too_big') return { key: 'tooLong', params: { max: i.maximum } };
  if (i.code === 'invalid_value') return { key: 'requiredSelect' };
  return { key: 'invalidFormat' };
}

/** Validates with the action's schema; the body to post or each field's first error. */
export function validateAction(action: OrderAction, values: ActionFormValues): ActionFormResult {
  const raw = rawBody(action, values);
  const result = ACTION_DATA[action].safeParse(raw);
  if (result.success) return { ok: true, body: result.data as Record<string, unknown> };
  const fields = actionFields(action);
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    // a change request with no field filled: the refine of `changes` itself
    if (path[0] === 'changes' && path.length === 1) {
      errors['changes.end_contact'] ??= { key: 'changesRequired' };
      continue;
    }
    const name = path[0] === 'changes' ? `changes.${path[1]}` : path[0];
    const value = path[0] === 'changes' ? (raw.changes as Record<string, unknown> | undefined)?.[path[1]] : raw[path[0]];
    errors[name] ??= issueError(issue, fields.find((f) => f.name === name), value);
  }
  return { ok: false, errors };
}
