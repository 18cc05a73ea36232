/**
 * Who is connecting: the handshake's `auth: { token, user_id }` (or ?token=&user_id= for polling, or the usual
 * token headers), verified exactly like an HTTP request's token, for an account that is still enabled.
 */
import type { TokenPayload } from '../../../src/domain/auth';
import { tokenFromHeaders, verifyAccessToken } from '../lib/tokens';

export interface HandshakeLike {
  auth: Record<string, unknown> | undefined;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface HandshakeDeps {
  secret: Uint8Array;
  /** the account's status (1 = enabled); undefined when it is gone or not in that company */
  userStatus(userId: number, companyId: number): Promise<number | undefined>;
}

function text(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

/** The signed-in user behind a handshake, or null (the caller refuses with 'unauthorized'). */
export async function authenticateHandshake(handshake: HandshakeLike, deps: HandshakeDeps): Promise<TokenPayload | null> {
  const auth = handshake.auth ?? {};
  const raw = text(auth.token) ?? text(handshake.query.token) ?? tokenFromHeaders(handshake.headers);
  const userId = text(auth.user_id) ?? text(handshake.query.user_id);
  if (!raw || !userId) return null;
  const payload = await verifyAccessToken(raw.replace(/^Bearer\s+/i, ''), deps.secret);
  if (!payload || String(payload.id) !== userId) return null;
  const status = await deps.userStatus(payload.id, payload.company_id);
  return status === 1 ? payload : null;
}
