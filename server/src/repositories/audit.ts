/**
 * The audit log's writer and reader (issue 22, src/domain/admin/README.md). recordAudit runs inside the transaction of
 * the administrative change it records; listAudit answers the searchable list, always scoped to one company.
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../src/domain/admin/api';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditTx = Pick<Db, 'insert'>;
export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditActor {
  companyId: number;
  userId: number | null;
  name: string;
}

export interface AuditEntry {
  /** one of AUDIT_ACTIONS (src/domain/admin/api.ts), so the audit screen can search every action */
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit entry in the caller's transaction. `before` null means a creation, `after` null a deletion. */
export async function recordAudit(tx: AuditTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: actor.companyId,
    actorId: actor.userId,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  /** matches the actor's name */
  actor?: string;
  /** exact action, or a prefix ending in '.' (e.g. 'role.') */
  action?: string;
  entityType?: string;
  entityId?: string;
  /** inclusive lower bound */
  from?: Date;
  /** exclusive upper bound */
  to?: Date;
  page: number;
  pageSize: number;
}

export interface AuditItem {
  id: number;
  actor_id: number | null;
  actor_name: string;
  at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}

export const toAuditItem = (r: AuditRow): AuditItem => ({
  id: r.id,
  actor_id: r.actorId,
  actor_name: r.actorName,
  at: r.at.toISOString(),
  action: r.action,
  entity_type: r.entityType,
  entity_id: r.entityId,
  before: r.before,
  after: r.after,
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the company's audit entries, newest first. */
export async function listAudit(db: Db, companyId: number, f: AuditFilter): Promise<{ list: AuditItem[]; total: number }> {
  const conds: SQL[] = [eq(auditLog.companyId, companyId)];
  if (f.actor) conds.push(ilike(auditLog.actorName, `%${escapeLike(f.actor)}%`));
  if (f.action) {
    conds.push(f.action.endsWith('.') ? ilike(auditLog.action, `${escapeLike(f.action)}%`) : eq(auditLog.action, f.action));
  }
  if (f.entityType) conds.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) conds.push(eq(auditLog.entityId, f.entityId));
  if (f.from) conds.push(gte(auditLog.at, f.from));
  if (f.to) conds.push(lt(auditLog.at, f.to));
  const where = conds.length === 1 ? conds[0] : and(...conds);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
  ]);
  return { list: rows.map(toAuditItem), total };
}

