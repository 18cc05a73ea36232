/** Human text of a failed auth request: the server's msg, else the error's message. */
import { ApiError } from '@/lib/api-client';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.msg || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
