/** Message text of the kit: an i18n key, a server-message catalog key or a server's own text, whichever resolves. */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isServerMessageKey, serverMessage } from '@/domain/server-messages';

export type KitLang = 'zh' | 'en';
export const kitLang = (language: string | undefined): KitLang => (language?.startsWith('zh') ? 'zh' : 'en');

export function messageText(t: TFunction, lang: KitLang, key: string | null | undefined): string {
  if (!key) return '';
  if (isServerMessageKey(key)) return serverMessage(lang, key);
  const text = t(key, { defaultValue: '' });
  return typeof text === 'string' && text ? text : key;
}

/** Each field's first issue of the schema (key of the top-level field, or 'form' for a whole-document rule). */
export function issuesByField(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'form';
    out[field] ??= issue.message;
  }
  return out;
}

/** The field and message of a failed write: a 400 envelope's data.field and msg (src/lib/api-client ApiError). */
export function serverError(error: unknown): { field: string | null; message: string } {
  const e = (error ?? {}) as { msg?: unknown; message?: unknown; data?: { data?: { field?: unknown } } | null };
  const field = e.data?.data?.field;
  const message = typeof e.msg === 'string' && e.msg ? e.msg : typeof e.message === 'string' ? e.message : '';
  return { field: typeof field === 'string' && field ? field : null, message };
}
