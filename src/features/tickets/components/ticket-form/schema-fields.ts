/**
 * A ticket schema's fields as the form renders them (json_schema properties ordered by ui_schema) and a small
 * validator for the JSON-schema keywords the schemas use (type, required, enum, minLength, maxLength, pattern,
 * minimum, maximum, minItems, maxItems), whose failures are shown with the schema's error_schema messages.
 * The server re-validates every save with ajv; this only spares a round trip.
 */
import type { ErrorSchema } from '@/domain/tickets/ticket-schema';
import type { UiSchema } from '@/domain/tickets/visibility';

export interface JsonProp {
  type?: string;
  title?: string;
  enum?: Array<string | number>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  items?: JsonProp;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'integer' | 'boolean' | 'select' | 'radio' | 'date' | 'images';

export interface FormField {
  name: string;
  title: string;
  kind: FieldKind;
  required: boolean;
  prop: JsonProp;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
}

interface ObjectSchema {
  properties?: Record<string, JsonProp>;
  required?: string[];
}

function kindOf(prop: JsonProp, widget: string | undefined, hasOptions: boolean): FieldKind {
  if (widget === 'images' || (prop.type === 'array' && prop.items?.type === 'string')) return 'images';
  if (widget === 'textarea') return 'textarea';
  if (widget === 'date' || prop.format === 'date') return 'date';
  if (widget === 'radio') return 'radio';
  if (widget === 'select' || prop.enum || hasOptions) return 'select';
  if (prop.type === 'integer') return 'integer';
  if (prop.type === 'number') return 'number';
  if (prop.type === 'boolean') return 'boolean';
  return 'text';
}

/** The fields in ui_schema order (then schema order). */
export function formFields(jsonSchema: Record<string, unknown>, ui: UiSchema | null | undefined): FormField[] {
  const s = jsonSchema as ObjectSchema;
  const required = new Set(s.required ?? []);
  const entries = Object.entries(s.properties ?? {});
  const order = (name: string, i: number) => ui?.[name]?.order ?? 1000 + i;
  return entries
    .map(([name, prop], i) => ({ name, prop, i }))
    .sort((a, b) => order(a.name, a.i) - order(b.name, b.i))
    .map(({ name, prop }) => {
      const entry = ui?.[name];
      const options = entry?.options?.map((o) => ({ value: String(o.value), label: o.label })) ?? (prop.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));
      return {
        name,
        title: prop.title ?? name,
        kind: kindOf(prop, entry?.widget, !!entry?.options?.length),
        required: required.has(name),
        prop,
        options,
        placeholder: entry?.placeholder,
      };
    });
}

const empty = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

/** The keyword a value fails, or null. */
export function failedKeyword(prop: JsonProp, value: unknown, required: boolean): string | null {
  if (empty(value)) return required ? 'required' : null;
  switch (prop.type) {
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n) || String(value).trim() === '') return 'type';
      if (prop.type === 'integer' && !Number.isInteger(n)) return 'type';
      if (prop.minimum != null && n < prop.minimum) return 'minimum';
      if (prop.maximum != null && n > prop.maximum) return 'maximum';
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : 'type';
    case 'array':
      if (!Array.isArray(value)) return 'type';
      if (prop.minItems != null && value.length < prop.minItems) return 'minItems';
      if (prop.maxItems != null && value.length > prop.maxItems) return 'maxItems';
      return null;
    default: {
      if (typeof value !== 'string') return 'type';
      if (prop.enum && !prop.enum.map(String).includes(value)) return 'enum';
      const len = [...value].length;
      if (prop.minLength != null && len < prop.minLength) return 'minLength';
      if (prop.maxLength != null && len > prop.maxLength) return 'maxLength';
      if (prop.pattern && !new RegExp(prop.pattern, 'u').test(value)) return 'pattern';
      return null;
    }
  }
}

/** error_schema's message for a field's failed keyword, or null (the caller falls back to a generic text). */
export function errorSchemaMessage(errors: ErrorSchema | null | undefined, field: string, keyword: string): string | null {
  const entry = errors?.[field];
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') return entry[keyword] ?? null;
  return null;
}

export interface FieldFailure {
  keyword: string;
  /** error_schema's message when it has one */
  message: string | null;
}

/** Every visible field's failure (hidden fields are not checked: they are not submitted). */
export function validateFields(fields: FormField[], data: Record<string, unknown>, hidden: Set<string>, errors: ErrorSchema | null | undefined): Record<string, FieldFailure> {
  const out: Record<string, FieldFailure> = {};
  for (const f of fields) {
    if (hidden.has(f.name)) continue;
    const keyword = failedKeyword(f.prop, data[f.name], f.required);
    if (keyword) out[f.name] = { keyword, message: errorSchemaMessage(errors, f.name, keyword) };
  }
  return out;
}

/** Form values typed as the schema wants them (number inputs give strings). */
export function coerceValues(fields: FormField[], data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const f of fields) {
    const v = out[f.name];
    if (v === '' || v == null) {
      delete out[f.name];
      continue;
    }
    if ((f.prop.type === 'number' || f.prop.type === 'integer') && typeof v === 'string' && Number.isFinite(Number(v))) out[f.name] = Number(v);
  }
  return out;
}
