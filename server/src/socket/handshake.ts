/**
 * Who is connecting: the handshake's `auth: { token, user_id }` (or ?token=&user_id= for polling, or the usual
 * token headers), verified exactly like an HTTP request's token: an enabled account whose session is still live.
 */
import type { TokenPayload } from '../../../src/domain/auth';
import { tokenFromHeaders, verifyAccessToken, type SessionRef } from '../lib/tokens';

export interface HandshakeLike {
  auth: Record<string, unknown> | undefined;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface HandshakeDeps {
  secret: Uint8Array;
  /** whether a token of the user for `session` may still act (see plugins/auth.ts) */
  sessionLive(userId: number, companyId: number, session: SessionRef): Promise<boolean>;
}

function text(value: unknown): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

/** The signed-in user behind a handshake, or null (the caller refuses with 'unauthorized'). */
export async function authenticateHandshake(
  handshake: HandshakeLike,
  deps: HandshakeDeps,
): Promise<{ user: TokenPayload; session: SessionRef } | null> {
  const auth = handshake.auth ?? {};
  const raw = text(auth.token) ?? text(handshake.query.token) ?? tokenFromHeaders(handshake.headers);
  const userId = text(auth.user_id) ?? text(handshake.query.user_id);
  if (!raw || !userId) return null;
  const token = await verifyAccessToken(raw.replace(/^Bearer\s+/i, ''), deps.secret);
  if (!token || String(token.claims.id) !== userId) return null;
  const { claims, session } = token;
  return (await deps.sessionLive(claims.id, claims.company_id, session)) ? { user: claims, session } : null;
}
