/** One Idempotency-Key per form or dialog opening: a retry after a lost answer applies nothing twice. */
export const SILENT = { silent: true } as const;

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `qt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const keyHeader = (key: string) => ({ ...SILENT, headers: { 'Idempotency-Key': key } });
