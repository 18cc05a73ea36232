/**
 * What every transit repository shares (issue 18, src/domain/transit/README.md): who acts, the transaction type, the
 * load row locked for a transition, one event per transition, and refusals as HTTP 400s naming their field.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerLang } from '../../../../src/domain/server-messages';
import { toSortingRule } from '../sorting-rules';
import type { SortingRule } from '../../../../src/domain/sorting-rules';
import type { Db } from '../../db/client';
import { sortingRules, transitLoadEvents, transitLoads } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { MessageParams, ServerMessageKey } from '../../../../src/domain/server-messages';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LoadRow = typeof transitLoads.$inferSelect;

export interface TransitActor {
  companyId: number;
  userId: number;
  name: string;
  lang: ServerLang;
}

/** a 400 with the catalog message, naming the field when there is one */
export const refused = (key: ServerMessageKey, params: MessageParams = {}, field?: string) => new HttpError(400, key, params, field ? { field } : null);

/** The load of the company, locked for the rest of the transaction; null when it is not the company's. */
export async function lockLoad(tx: Tx, companyId: number, id: number): Promise<LoadRow | null> {
  const [row] = await tx
    .select()
    .from(transitLoads)
    .where(and(eq(transitLoads.id, id), eq(transitLoads.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** Writes the load's new fields with its version compare-and-set (the row is locked, so a miss means a bug). */
export async function saveLoad(tx: Tx, load: LoadRow, patch: Partial<typeof transitLoads.$inferInsert>): Promise<LoadRow> {
  const [row] = await tx
    .update(transitLoads)
    .set({ ...patch, version: load.version + 1, updatedAt: new Date() })
    .where(and(eq(transitLoads.id, load.id), eq(transitLoads.version, load.version)))
    .returning();
  if (!row) throw new HttpError(409, 'tsLoadChanged');
  return row;
}

export async function appendEvent(
  tx: Tx,
  actor: TransitActor,
  load: LoadRow,
  e: { action: string; to?: string; reason?: string; occurredAt?: Date; data?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(transitLoadEvents).values({
    companyId: load.companyId,
    loadId: load.id,
    action: e.action,
    fromStatus: load.status,
    toStatus: e.to ?? load.status,
    reason: e.reason ?? '',
    actorUserId: actor.userId,
    actorName: actor.name,
    occurredAt: e.occurredAt ?? new Date(),
    data: e.data ?? {},
  });
}

/** appendEvent for many loads in one statement (a plan's trips) */
export async function appendEvents(tx: Tx, actor: TransitActor, events: { load: LoadRow; action: string; to?: string; data?: Record<string, unknown> }[]): Promise<void> {
  const now = new Date();
  const values = events.map((e) => ({
    companyId: e.load.companyId,
    loadId: e.load.id,
    action: e.action,
    fromStatus: e.load.status,
    toStatus: e.to ?? e.load.status,
    reason: '',
    actorUserId: actor.userId,
    actorName: actor.name,
    occurredAt: now,
    data: e.data ?? {},
  }));
  for (let i = 0; i < values.length; i += 500) await tx.insert(transitLoadEvents).values(values.slice(i, i + 500));
}

/** The routing rules of the company (station, route, staticRoute): one query. */
export async function routingRules(tx: Pick<Db, 'select'>, companyId: number): Promise<SortingRule[]> {
  const rows = await tx
    .select()
    .from(sortingRules)
    .where(and(eq(sortingRules.companyId, companyId), inArray(sortingRules.kind, ['station', 'route', 'staticRoute']), eq(sortingRules.status, 1)));
  return rows.map(toSortingRule);
}
