/** Every transit answer is read through the contract's zod schema (src/domain/transit/api.ts): a shape the server did not promise fails loudly here, not deep in a screen. */
import type { z } from 'zod';

export const SILENT = { silent: true } as const;

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  throw new Error(`transit: unexpected answer of ${what}: ${r.error.issues[0]?.path.join('.') ?? ''} ${r.error.issues[0]?.message ?? ''}`);
}

/** A fresh Idempotency-Key. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `ts${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
