/** Puts a refused save's message on its field when the server names one, else returns it for a toast. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

export function applyServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[], fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const body = error.data as { data?: { field?: string } } | null;
  const field = body?.data?.field;
  if (field && fields.includes(field)) {
    setError(field as Path<T>, { type: 'server', message: error.msg });
    return null;
  }
  return error.msg || fallback;
}
