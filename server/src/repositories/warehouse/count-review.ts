/**
 * Four-eyes review of a count (issue 17, src/domain/warehouse/README.md): whoever submitted a count or scanned in it
 * does not approve or reject it. Exempt: the company's main account, and a company with a single active user (no
 * one else could review). The transition refuses; the drawer shows the same reason on the disabled buttons.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ServerMessageKey } from '../../../../src/domain/server-messages';
import { users, warehouseDocumentEvents, warehouseScans } from '../../db/schema';
import type { Actor } from './documents';
import type { Tx } from './stock-ledger';

/** the actions a counter may not take on their own count */
export const REVIEW_ACTIONS = ['approve', 'reject'] as const;

/** Why `actor` may not review count `docId` (a message key), or null when they may. */
export async function countReviewRefusal(db: Pick<Tx, 'select'>, actor: Actor, docId: number): Promise<ServerMessageKey | null> {
  if (actor.userId === null) return null;
  const [submitters, scanners] = await Promise.all([
    db
      .select({ userId: warehouseDocumentEvents.actorUserId })
      .from(warehouseDocumentEvents)
      .where(and(eq(warehouseDocumentEvents.documentId, docId), eq(warehouseDocumentEvents.action, 'submit'), isNotNull(warehouseDocumentEvents.actorUserId)))
      .groupBy(warehouseDocumentEvents.actorUserId),
    db
      .select({ userId: warehouseScans.actorUserId })
      .from(warehouseScans)
      .where(and(eq(warehouseScans.documentId, docId), isNotNull(warehouseScans.actorUserId)))
      .groupBy(warehouseScans.actorUserId),
  ]);
  if (![...submitters, ...scanners].some((r) => r.userId === actor.userId)) return null;
  const [me] = await db.select({ isMain: users.isMain }).from(users).where(and(eq(users.id, actor.userId), eq(users.companyId, actor.companyId)));
  if (me?.isMain) return null;
  const [{ active }] = await db
    .select({ active: count() })
    .from(users)
    .where(and(eq(users.companyId, actor.companyId), eq(users.status, 1)));
  return Number(active) <= 1 ? null : 'whCountReviewOwn';
}
