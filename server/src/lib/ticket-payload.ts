/**
 * Server-side checks of a ticket's form data: the schema's fields with ajv against json_schema (messages from
 * error_schema when it has one), fields hidden by ui_schema dropped first, and the fee rows with the shared
 * fee rules (src/domain/tickets/fees.ts). The browser runs the same rules; these are the ones that count.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { serverMessage, joinMessages, type ServerLang, type ServerMessageKey, type MessageParams } from '../../../src/domain/server-messages';
import { feeMessageText } from '../../../src/domain/tickets/fee-messages';
import { validateFeeRows, type FeeConfig, type FeeRow, type FeeValidationOptions } from '../../../src/domain/tickets/fees';
import { SYSTEM_PAYLOAD_KEYS, type ErrorSchema } from '../../../src/domain/tickets/ticket-schema';
import { hiddenFields, type UiSchema } from '../../../src/domain/tickets/visibility';

export interface SchemaForValidation {
  id: number;
  version: number;
  jsonSchema: Record<string, unknown>;
  errorSchema: ErrorSchema;
  uiSchema: UiSchema;
}

export interface FieldIssue {
  field: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: SchemaForValidation): ValidateFunction {
  const key = `${schema.id}:${schema.version}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema.jsonSchema);
    compiled.set(key, fn);
  }
  return fn;
}

/** Splits the payload: the schema's own fields (without hidden ones) and the ticket's system keys. */
export function formFields(payload: Record<string, unknown>, ui: UiSchema): Record<string, unknown> {
  const system = new Set<string>(SYSTEM_PAYLOAD_KEYS);
  const fields = Object.fromEntries(Object.entries(payload).filter(([k]) => !system.has(k)));
  const hidden = hiddenFields(ui, payload);
  return Object.fromEntries(Object.entries(fields).filter(([k]) => !hidden.has(k)));
}

const REASONS: Record<string, (e: ErrorObject) => [ServerMessageKey, MessageParams]> = {
  required: () => ['required', {}],
  maxLength: (e) => ['tooLong', { max: String(e.params.limit) }],
  minLength: (e) => [Number(e.params.limit) <= 1 ? 'required' : 'tooShort', { min: String(e.params.limit) }],
  maximum: (e) => ['tooBig', { max: String(e.params.limit) }],
  minimum: (e) => ['tooSmall', { min: String(e.params.limit) }],
  maxItems: (e) => ['tooManyItems', { max: String(e.params.limit) }],
  minItems: (e) => ['tooFewItems', { min: String(e.params.limit) }],
  pattern: () => ['invalidFormat', {}],
  format: () => ['invalidFormat', {}],
  additionalProperties: () => ['unknownField', {}],
};

function fieldOf(e: ErrorObject): string {
  if (e.keyword === 'required') return String(e.params.missingProperty);
  if (e.keyword === 'additionalProperties') return String(e.params.additionalProperty);
  return e.instancePath.split('/')[1] ?? '';
}

function messageFor(e: ErrorObject, field: string, schema: SchemaForValidation, lang: ServerLang): string {
  const custom = schema.errorSchema[field];
  if (typeof custom === 'string') return custom;
  if (custom?.[e.keyword]) return custom[e.keyword];
  const props = (schema.jsonSchema.properties ?? {}) as Record<string, { title?: string }>;
  const title = props[field]?.title ?? field;
  let reason: string;
  if (e.keyword === 'type') reason = serverMessage(lang, 'wrongType', { expected: String(e.params.type) });
  else if (e.keyword === 'enum') reason = serverMessage(lang, 'invalidValue', { values: (e.params.allowedValues as unknown[]).join(', ') });
  else {
    const [key, params] = REASONS[e.keyword]?.(e) ?? ['invalid', {}];
    reason = serverMessage(lang, key, params);
  }
  return serverMessage(lang, 'fieldIssue', { field: title, reason });
}

/** Issues of the schema's fields, one per field (the first ajv found). */
export function validateFormFields(schema: SchemaForValidation, payload: Record<string, unknown>, lang: ServerLang): FieldIssue[] {
  const fields = formFields(payload, schema.uiSchema);
  const validate = validatorFor(schema);
  if (validate(fields)) return [];
  const issues = new Map<string, string>();
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'if') continue;
    const field = fieldOf(e);
    if (!issues.has(field)) issues.set(field, messageFor(e, field, schema, lang));
  }
  return [...issues].map(([field, message]) => ({ field, message }));
}

/** Fee rule issues as messages: row ones prefixed with the row number, then the overall ones. */
export function feeIssues(rows: FeeRow[], configs: FeeConfig[], opts: FeeValidationOptions, lang: ServerLang): FieldIssue[] {
  const v = validateFeeRows(rows, configs, opts);
  if (v.ok) return [];
  const issues: FieldIssue[] = [];
  v.rows.forEach((errors, i) => {
    for (const [field, m] of Object.entries(errors)) {
      issues.push({ field: `fees.${i}.${field}`, message: serverMessage(lang, 'ticketFeeRowIssue', { row: String(i + 1), msg: feeMessageText(m, lang) }) });
    }
  });
  for (const m of v.overall) issues.push({ field: 'fees', message: feeMessageText(m, lang) });
  return issues;
}

export const issuesText = (lang: ServerLang, issues: FieldIssue[]) => joinMessages(lang, issues.map((i) => i.message));
