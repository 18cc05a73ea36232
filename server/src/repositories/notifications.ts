/** A user's notification history: paged list, unread filter, mark one / several / all read. */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { Notifier } from '../lib/notify';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose notifications: always both the user and the user's company. */
export interface Owner {
  userId: number;
  companyId: number;
}

const owned = (owner: Owner) => and(eq(notifications.userId, owner.userId), eq(notifications.companyId, owner.companyId));

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async list(
    owner: Owner,
    options: { unreadOnly: boolean; readOnly?: boolean; type?: string; page: number; perPage: number },
  ): Promise<{ list: NotificationRow[]; total: number; unread: number }> {
    const where = and(
      owned(owner),
      options.unreadOnly ? isNull(notifications.readAt) : options.readOnly ? isNotNull(notifications.readAt) : undefined,
      options.type ? eq(notifications.type, options.type) : undefined,
    );
    const [list, [{ total }], [{ unread }]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage),
      this.db.select({ total: count() }).from(notifications).where(where),
      this.db.select({ unread: count() }).from(notifications).where(and(owned(owner), isNull(notifications.readAt))),
    ]);
    return { list, total: Number(total), unread: Number(unread) };
  }

  /** false when the notification is not the owner's (or does not exist). Already-read stays read. */
  async markRead(owner: Owner, id: number): Promise<boolean> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(owned(owner), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return Boolean(row);
  }

  /** All or nothing: null (and no change) when any id is not the owner's. */
  async markManyRead(owner: Owner, ids: number[]): Promise<number | null> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const [{ mine }] = await tx
        .select({ mine: count() })
        .from(notifications)
        .where(and(owned(owner), inArray(notifications.id, unique)));
      if (Number(mine) !== unique.length) return null;
      const rows = await tx
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(owned(owner), inArray(notifications.id, unique), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    });
  }

  async markAllRead(owner: Owner): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(owned(owner), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRepository;
    /** creates notifications of real events and pushes them (lib/notify.ts) */
    notify: Notifier;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', new NotificationsRepository(app.db));
    // the socket plugin registers later: look it up when a notification is pushed
    app.decorate(
      'notify',
      new Notifier(app.db, (userId, event, payload) => {
        if (app.hasDecorator('realtime')) app.realtime.toUser(userId, event, payload);
      }),
    );
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
