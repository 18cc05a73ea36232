/** Spec §8: a failed ticket save shows the server's msg or 'unknown error'; an exception 'submission error'. */
import type { TFunction } from 'i18next';

export function saveErrorText(error: unknown, t: TFunction): string {
  const e = error as { msg?: unknown; httpStatus?: unknown } | null;
  if (e && typeof e.httpStatus === 'number' && e.httpStatus > 0) return typeof e.msg === 'string' && e.msg ? e.msg : t('tickets.form.unknownError');
  return t('tickets.form.submissionError');
}
