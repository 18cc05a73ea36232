/**
 * Notifications of real events (issue 8): stored as rows first — one per user and logical event, whatever the
 * retries — then pushed as `notify` and `notification` to each recipient's sockets once the write has committed.
 * Callers name the recipients through the resolvers here, so no event reaches another company's users.
 * Each recipient reads it in their own language (users.lang, saved at sign-in, token refresh and language switch):
 * callers pass title and message as a {zh, en} pair and the row stores the chosen text.
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

export type NoticeLang = 'zh' | 'en';

/** One text in both languages, or a plain string for a notice that exists in one language only. */
export type LocalizedText = string | Record<NoticeLang, string>;

/** The text of `value` for a reader of `lang`. */
export function pickText(value: LocalizedText, lang: NoticeLang): string {
  return typeof value === 'string' ? value : value[lang];
}

/** A reader whose language is unknown reads the users.lang default. */
const DEFAULT_NOTICE_LANG: NoticeLang = 'zh';

export interface NotificationInput {
  title: LocalizedText;
  message: LocalizedText;
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
    const langs = await this.langsOf(unique, input);
    const rows = await this.db
      .insert(notifications)
      .values(
        unique.map((r) => ({
          companyId: r.companyId,
          userId: r.userId,
          title: pickText(input.title, langs.get(r.userId) ?? DEFAULT_NOTICE_LANG),
          message: pickText(input.message, langs.get(r.userId) ?? DEFAULT_NOTICE_LANG),
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

  /** Each recipient's language, in one query (none when both texts are plain strings); keyed by user id within its company. */
  private async langsOf(recipients: Recipient[], input: NotificationInput): Promise<Map<number, NoticeLang>> {
    const langs = new Map<number, NoticeLang>();
    if (typeof input.title === 'string' && typeof input.message === 'string') return langs;
    const companyOf = new Map(recipients.map((r) => [r.userId, r.companyId]));
    const found = await this.db
      .select({ id: users.id, companyId: users.companyId, lang: users.lang })
      .from(users)
      .where(and(inArray(users.id, [...companyOf.keys()]), inArray(users.companyId, [...new Set(companyOf.values())])));
    for (const u of found) {
      if (companyOf.get(u.id) === u.companyId) langs.set(u.id, u.lang === 'en' ? 'en' : 'zh');
    }
    return langs;
  }

  /** Active accounts acting as a delivery provider or driver resource of the servicer company (any company of theirs). */
  deliveryUsers(servicerCompanyId: number, resourceId: number): Promise<Recipient[]> {
    return this.resourceUsers(servicerCompanyId, resourceId, ['delivery', 'driver']);
  }

  /** Active merchant accounts acting as a consignor resource of the servicer company. */
  consignorUsers(servicerCompanyId: number, resourceId: number): Promise<Recipient[]> {
    return this.resourceUsers(servicerCompanyId, resourceId, ['consignor']);
  }

  private resourceUsers(servicerCompanyId: number, resourceId: number, mainTypes: string[]): Promise<Recipient[]> {
    return this.db
      .select({ userId: users.id, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.servicerId, servicerCompanyId), eq(users.resourceId, resourceId), inArray(users.mainType, mainTypes), eq(users.status, 1)));
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
