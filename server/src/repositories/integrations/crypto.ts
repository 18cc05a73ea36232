/**
 * Integration secrets at rest (src/domain/integrations/README.md 'Credentials at rest'): AES-256-GCM with a key from
 * INTEGRATION_KEY; a development key when it is unset, refused in production.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignatureScheme } from '../../../../src/domain/integrations/translators';

const DEV_PHRASE = 'lading development integration key — never for real credentials';

/** The 32-byte key: INTEGRATION_KEY as 64 hex characters or base64; unset is a derived dev key outside production. */
export function integrationKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const raw = env.INTEGRATION_KEY?.trim();
  if (!raw) {
    if (env.NODE_ENV === 'production') throw new Error('INTEGRATION_KEY must be set in production (32 bytes: openssl rand -hex 32)');
    return createHash('sha256').update(DEV_PHRASE).digest();
  }
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('INTEGRATION_KEY must be 32 bytes: 64 hex characters or base64');
  return key;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, a fresh IV each time. */
export function encryptText(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
}

/** The plaintext; throws when the text was not written with this key (or was altered). */
export function decryptText(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not an integration secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const newSecret = () => randomBytes(32).toString('base64url');
export const newHookKey = () => randomBytes(16).toString('hex');

/** `sha256=<hex>` of HMAC-SHA256(secret, `<timestamp>.<body>`): the webhook's and the push-back's signature. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A platform's own signature (translators.ts SignatureScheme): the same HMAC, written in its encoding, no prefix. */
export function signPlatform(scheme: SignatureScheme, secret: string, timestamp: string, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`);
  if (scheme.encoding === 'base64') return mac.digest('base64');
  const hex = mac.digest('hex');
  return scheme.encoding === 'HEX' ? hex.toUpperCase() : hex;
}

const sameText = (expected: string, received: string | undefined) => {
  if (!received) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(received.trim())];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Timing-safe comparison of a received signature with the expected one (the normalised format, or a platform's scheme). */
export function signatureMatches(secret: string, timestamp: string, body: string, received: string | undefined, scheme?: SignatureScheme): boolean {
  return sameText(scheme ? signPlatform(scheme, secret, timestamp, body) : signBody(secret, timestamp, body), received);
}
