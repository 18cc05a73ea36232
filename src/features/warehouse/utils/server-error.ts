/** What a refused create says: the server's msg, and the field it names (data.field of the envelope) if any. */
import { ApiError } from '@/lib/api-client';

export function serverRefusal(e: unknown): { msg: string; field: string | null } {
  if (e instanceof ApiError) {
    const data = (e.data ?? null) as { field?: unknown; data?: { field?: unknown } } | null;
    const field = data?.field ?? data?.data?.field;
    return { msg: e.msg, field: typeof field === 'string' && field ? field : null };
  }
  return { msg: e instanceof Error ? e.message : String(e), field: null };
}
