/** A react-hook-form resolver from a shared zod schema: each field's first issue, its message a catalog key. */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function issuesByField(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    out[field] ??= issue.message;
  }
  return out;
}

export function domainResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return (values) => {
    const issues = issuesByField(schema, values);
    const keys = Object.keys(issues);
    if (keys.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(keys.map((k) => [k, { type: 'validate', message: issues[k] }])) as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/** The field a 400 answer names (data.field of the envelope), if any. */
export function serverField(error: unknown): string | null {
  const body = (error as { data?: unknown } | null)?.data as { data?: { field?: unknown } } | null | undefined;
  const field = body?.data?.field;
  return typeof field === 'string' && field ? field : null;
}
