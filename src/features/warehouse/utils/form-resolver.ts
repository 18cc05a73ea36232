/** A react-hook-form resolver from formIssues: each field's first issue (nested for `lines.2.quantity`), its message a key. */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formIssues, type DocumentFormValues, type LinesKind } from './document-form';

/** Puts `value` at a dotted path (array indices as object keys, which react-hook-form reads the same way). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  parts.slice(0, -1).forEach((p, i) => {
    const next = cur[p];
    if (!next || typeof next !== 'object') cur[p] = /^\d+$/.test(parts[i + 1]) ? [] : {};
    cur = cur[p] as Record<string, unknown>;
  });
  cur[parts[parts.length - 1]] = value;
}

export function nestedErrors(issues: Record<string, string>): FieldErrors<DocumentFormValues> {
  const out: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(issues)) setPath(out, field, { type: 'validate', message });
  return out as FieldErrors<DocumentFormValues>;
}

export function documentResolver(kind: LinesKind): Resolver<DocumentFormValues> {
  return (values) => {
    const issues = formIssues(kind, values);
    return Object.keys(issues).length === 0 ? { values, errors: {} } : { values: {}, errors: nestedErrors(issues) };
  };
}
