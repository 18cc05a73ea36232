/** Access tokens (HS256 JWTs carrying the spec §3 claims) and opaque refresh tokens (stored only as hashes). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '../../../src/domain/auth';

const ISSUER = 'lading';
const AUDIENCE = 'lading-web';

/**
 * The session an access token belongs to: the refresh-token family it was issued with (logout ends the family) and
 * the user's session version then (password change and disabling move it on, ending every family at once).
 */
export interface SessionRef {
  familyId: string | null;
  version: number;
}

export interface VerifiedAccessToken {
  claims: TokenPayload;
  session: SessionRef;
}

/** The session goes in as the `sid` and `sv` claims; plugins/auth.ts refuses the token once that session ended. */
export async function signAccessToken(payload: TokenPayload, session: SessionRef, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...payload, typ: 'access', sv: session.version, ...(session.familyId ? { sid: session.familyId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(payload.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/**
 * Signatures already checked, per secret (the HMAC was a few per cent of a desk request's CPU). Only the signature
 * and the claims' shape are remembered, until the token's own expiry: whether its session is still live is checked
 * on every request all the same (plugins/auth.ts), so a revoked session or a disabled account still stops at once.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { token: VerifiedAccessToken; exp: number }>>();
const VERIFIED_TOKENS_MAX = 10_000;

function remember(secret: Uint8Array, token: string, verified: VerifiedAccessToken, exp: number) {
  let bySecret = verifiedTokens.get(secret);
  if (!bySecret) verifiedTokens.set(secret, (bySecret = new Map()));
  // crude but bounded: a full map starts over (a miss only costs one signature check)
  if (bySecret.size >= VERIFIED_TOKENS_MAX) bySecret.clear();
  bySecret.set(token, { token: verified, exp });
}

/**
 * A valid, unexpired access token; null for anything else (garbage, expired, wrong key). Whether its session is
 * still live is the caller's check (plugins/auth.ts). Tokens signed before sessions were tracked have version 0
 * and no family.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifiedAccessToken | null> {
  const verified = verifiedTokens.get(secret)?.get(token);
  if (verified && Math.floor(Date.now() / 1000) < verified.exp) return { claims: { ...verified.token.claims }, session: { ...verified.token.session } };
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.id !== 'number' || typeof payload.company_id !== 'number') return null;
    const { sv = 0, sid = null } = payload;
    if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return null;
    if (sid !== null && (typeof sid !== 'string' || sid.length > 64)) return null;
    const result = { claims: payload as unknown as TokenPayload, session: { familyId: sid, version: sv } };
    if (typeof payload.exp === 'number' && payload.nbf === undefined) remember(secret, token, result, payload.exp);
    return { claims: { ...result.claims }, session: { ...result.session } };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The raw token from X-Token / token headers; a `Bearer ` prefix is tolerated. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['x-token', 'token', 'authorization']) {
    const value = headers[name];
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw && raw.trim()) return raw.trim().replace(/^Bearer\s+/i, '') || null;
  }
  return null;
}

export function newRefreshToken(): { id: string; token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
