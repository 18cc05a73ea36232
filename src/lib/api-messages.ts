/** The message a failed api call shows: the envelope's msg (spec §8), or the catalogue's "server busy". */
import type { ApiEnvelope } from '@/domain/envelope';
import { translate } from './i18n';

export function serverBusy(): string {
  return translate('common.errors.serverBusy');
}

export function isEnvelope(body: unknown): body is ApiEnvelope {
  return !!body && typeof body === 'object' && 'code' in body;
}

export function envelopeMsg(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === 'string' && msg.trim() ? msg : null;
}
