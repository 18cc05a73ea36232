/** An integration account per company and platform: read masked, saved encrypted, its webhook secret rotated. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountView, saveAccountBody } from '../../../../src/domain/integrations/api';
import { maskSecret, PLATFORMS, type PlatformKey } from '../../../../src/domain/integrations/platforms';
import type { Db } from '../../db/client';
import { integrationAccounts, resources } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { decryptText, encryptText, newHookKey, newSecret } from './crypto';

export type AccountRow = typeof integrationAccounts.$inferSelect;

export const webhookPath = (platform: string, hookKey: string) => `/api/integrations/${platform}/webhook/${hookKey}`;

export async function accountRow(db: Db, companyId: number, platform: PlatformKey): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.companyId, companyId), eq(integrationAccounts.platform, platform)));
  return row ?? null;
}

export const credentialsOf = (key: Buffer, row: AccountRow): Record<string, string> => JSON.parse(decryptText(key, row.credentialsEnc)) as Record<string, string>;

export async function accountView(db: Db, key: Buffer, companyId: number, platform: PlatformKey): Promise<AccountView> {
  const row = await accountRow(db, companyId, platform);
  const fields = PLATFORMS[platform].credentials.map((f) => f.key);
  if (!row) {
    return {
      platform,
      configured: false,
      enabled: false,
      shop_ids: '',
      consignor_resource_id: null,
      consignor_name: '',
      push_url: '',
      credentials: Object.fromEntries(fields.map((f) => [f, ''])),
      webhook_path: '',
      webhook_secret: '',
      updated_at: null,
    };
  }
  const stored = credentialsOf(key, row);
  const [consignor] = row.consignorResourceId ? await db.select({ name: resources.name }).from(resources).where(eq(resources.id, row.consignorResourceId)) : [];
  return {
    platform,
    configured: true,
    enabled: row.enabled,
    shop_ids: row.shopIds,
    consignor_resource_id: row.consignorResourceId,
    consignor_name: consignor?.name ?? '',
    push_url: row.pushUrl,
    credentials: Object.fromEntries(fields.map((f) => [f, maskSecret(stored[f] ?? '')])),
    webhook_path: webhookPath(platform, row.hookKey),
    webhook_secret: decryptText(key, row.webhookSecretEnc),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Saves the account; a credential left blank keeps its stored value. The first save generates the webhook key and secret. */
/** What the audit log keeps of an account: its settings and its credentials masked (never a plaintext secret). */
function auditView(row: AccountRow | undefined, credentials: Record<string, string>) {
  if (!row) return null;
  return {
    enabled: row.enabled,
    shop_ids: row.shopIds,
    consignor_resource_id: row.consignorResourceId,
    push_url: row.pushUrl,
    credentials: Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, maskSecret(v)])),
  };
}

export async function saveAccount(db: Db, key: Buffer, actor: AuditActor, platform: PlatformKey, body: z.output<typeof saveAccountBody>): Promise<void> {
  const { companyId, userId } = actor;
  const known = new Set(PLATFORMS[platform].credentials.map((f) => f.key));
  const unknown = Object.keys(body.credentials).find((k) => !known.has(k));
  if (unknown) throw badRequest('inCredentialUnknown', { field: unknown });
  if (body.consignor_resource_id) {
    const [found] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, body.consignor_resource_id), eq(resources.companyId, companyId), inArray(resources.objectType, ['consignor', 'supplier'])));
    if (!found) throw badRequest('inConsignorInvalid');
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(integrationAccounts)
      .where(and(eq(integrationAccounts.companyId, companyId), eq(integrationAccounts.platform, platform)))
      .for('update');
    const stored = row ? credentialsOf(key, row) : {};
    const merged: Record<string, string> = {};
    for (const f of known) {
      const next = body.credentials[f]?.trim();
      const value = next ? next : (stored[f] ?? '');
      if (value) merged[f] = value;
    }
    const fields = {
      enabled: body.enabled,
      shopIds: body.shop_ids,
      consignorResourceId: body.consignor_resource_id,
      pushUrl: body.push_url,
      credentialsEnc: encryptText(key, JSON.stringify(merged)),
      updatedBy: userId,
      updatedAt: new Date(),
    };
    const [saved] = row
      ? await tx.update(integrationAccounts).set(fields).where(eq(integrationAccounts.id, row.id)).returning()
      : await tx.insert(integrationAccounts).values({ ...fields, companyId, platform, hookKey: newHookKey(), webhookSecretEnc: encryptText(key, newSecret()) }).returning();
    await recordAudit(tx, actor, { action: 'integration.update', entityType: 'integration', entityId: platform, before: auditView(row, stored), after: auditView(saved, merged) });
  });
}

/** A new webhook secret (the old one stops verifying at once); false when the account is not saved yet. */
export async function rotateSecret(db: Db, key: Buffer, actor: AuditActor, platform: PlatformKey): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(integrationAccounts)
      .set({ webhookSecretEnc: encryptText(key, newSecret()), updatedAt: new Date() })
      .where(and(eq(integrationAccounts.companyId, actor.companyId), eq(integrationAccounts.platform, platform)))
      .returning({ id: integrationAccounts.id });
    // the secret itself is never logged: only that it changed
    if (done.length) await recordAudit(tx, actor, { action: 'integration.rotate', entityType: 'integration', entityId: platform, before: null, after: { webhook_secret: 'rotated' } });
    return done.length > 0;
  });
}

/** The gateway called for real, with a timeout: any HTTP answer is reachable, a network error is reported as it is. */
export async function testConnection(url: string, timeoutMs = 5000): Promise<{ reachable: boolean; url: string; status: number | null; error: string; elapsed_ms: number }> {
  const started = Date.now();
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return { reachable: true, url, status: res.status, error: '', elapsed_ms: Date.now() - started };
  } catch (e) {
    return { reachable: false, url, status: null, error: networkError(e), elapsed_ms: Date.now() - started };
  }
}

/** fetch's "fetch failed" names nothing: the cause holds the code (ENOTFOUND, ECONNREFUSED...) and the host. */
export function networkError(e: unknown): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError') return `TIMEOUT: ${err.message ?? ''}`.trim();
  const cause = err.cause;
  if (cause?.code || cause?.message) return [cause.code, cause.message].filter(Boolean).join(': ');
  return err.message ?? String(e);
}
