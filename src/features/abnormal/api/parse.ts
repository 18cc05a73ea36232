/** Every abnormal answer is read through the contract's zod schema (src/domain/abnormal/api.ts): a shape the server did not promise fails here, not deep in a screen. */
import type { z } from 'zod';

export const SILENT = { silent: true } as const;

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  throw new Error(`abnormal: unexpected answer of ${what}: ${r.error.issues[0]?.path.join('.') ?? ''} ${r.error.issues[0]?.message ?? ''}`);
}

/** A fresh Idempotency-Key (one per form or dialog opening: a retry after a lost answer applies nothing twice). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `ab${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const keyHeader = (key: string) => ({ ...SILENT, headers: { 'Idempotency-Key': key } });
