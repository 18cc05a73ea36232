/** Access tokens (HS256 JWTs carrying the spec §3 claims) and opaque refresh tokens (stored only as hashes). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPayload } from '../../../src/domain/auth';

const ISSUER = 'lading';
const AUDIENCE = 'lading-web';

export async function signAccessToken(payload: TokenPayload, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...payload, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(payload.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The payload of a valid, unexpired access token; null for anything else (garbage, expired, wrong key). */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.id !== 'number' || typeof payload.company_id !== 'number') return null;
    return payload as unknown as TokenPayload;
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
