/**
 * Notifications of real events (issue 8): stored as rows first — one per user and logical event, whatever the
 * retries — then pushed as `notify` and `notification` to each recipient's sockets once the write has committed.
 * Callers name the recipients through the resolvers here, so no event reaches another company's users.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import type { RealtimeNotification } from '../../../src/domain/device-sync';
import type { NotificationRow } from '../repositories/notifications';
import { afterCommit } from './request-tx';

export interface Recipient {
  userId: number;
  companyId: number;
}

export interface NotificationInput {
  title: string;
  message: string;
  type: 'chat' | 'alert' | 'system';
  /** the screen a click opens */
  route?: string;
  /** a file a click downloads */
  fileUrl?: string;
  /** unique per logical event: the same key for the same user never makes a second row */
  key: string;
}

/** What the socket pushes and the history lists: the spec's notification shape. */
export function toRealtime(row: NotificationRow): RealtimeNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as RealtimeNotification['type'],
    data: row.data,
    meta: row.meta,
    extra: row.extra,
  };
}

type Push = (userId: number, event: string, payload: unknown) => void;

export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly push: Push,
  ) {}

  /**
   * Stores the notification for each recipient (skipping those who already have this key) and pushes the new
   * rows after commit. Returns the rows created now.
   */
  async toUsers(recipients: Recipient[], input: NotificationInput): Promise<NotificationRow[]> {
    const unique = [...new Map(recipients.map((r) => [r.userId, r])).values()];
    if (!unique.length) return [];
    const ts = Date.now();
    const data = { ...(input.route ? { route: input.route } : {}), ...(input.fileUrl ? { file_url: input.fileUrl } : {}) };
    const extra = {
      ...(input.route ? { route: input.route, web_actions: [{ route: input.route }] } : {}),
      ...(input.fileUrl ? { file_url: input.fileUrl } : {}),
    };
    const rows = await this.db
      .insert(notifications)
      .values(
        unique.map((r) => ({
          companyId: r.companyId,
          userId: r.userId,
          title: input.title,
          message: input.message,
          type: input.type,
          data,
          meta: { idempotency_key: input.key, ts },
          extra,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (rows.length) {
      afterCommit(() => {
        for (const row of rows) {
          const payload = toRealtime(row);
          this.push(row.userId, 'notify', payload);
          this.push(row.userId, 'notification', payload);
        }
      });
    }
    return rows;
  }

  /** Active accounts acting as a delivery provider or driver resource of the servicer company (any company of theirs). */
  async deliveryUsers(servicerCompanyId: number, resourceId: number): Promise<Recipient[]> {
    return this.db
      .select({ userId: users.id, companyId: users.companyId })
      .from(users)
      .where(
        and(
          eq(users.servicerId, servicerCompanyId),
          eq(users.resourceId, resourceId),
          inArray(users.mainType, ['delivery', 'driver']),
          eq(users.status, 1),
        ),
      );
  }

  /** The servicer company's own active desk accounts (main and sub-accounts). */
  async deskUsers(companyId: number): Promise<Recipient[]> {
    return this.db
      .select({ userId: users.id, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.mainType, 'servicer'), eq(users.status, 1)));
  }

  /** Of the given user ids, the active accounts of the company (an id of another company is dropped). */
  async companyUsers(companyId: number, userIds: (number | null | undefined)[]): Promise<Recipient[]> {
    const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
    if (!ids.length) return [];
    return this.db
      .select({ userId: users.id, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.id, ids), eq(users.status, 1)));
  }

  /** The company's main account(s). */
  async mainAccounts(companyId: number): Promise<Recipient[]> {
    return this.db
      .select({ userId: users.id, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMain, true), eq(users.status, 1)));
  }
}
