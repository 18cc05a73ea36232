/**
 * Ticket events that reach people (issue 8), for the ticket routes to call after a write: a ticket submitted for
 * finance review (to its finance reviewer) and a rejected ticket (to whoever must act on it again). Recipients
 * are checked against the ticket's company; pushed only after the write commits (lib/notify.ts), each recipient
 * reading it in their own language (users.lang), whatever the language of the request that caused it.
 *
 *   await announceTicketEvent(app, { event: 'finance_review', ticketId, ticketNo, companyId, userIds: [ticket.financialUid], eventId })
 *   await announceTicketEvent(app, { event: 'rejected', ticketId, ticketNo, companyId, userIds: [ticket.executiveUid, ticket.createdBy], eventId, reason })
 */
import type { FastifyInstance } from 'fastify';
import type { NotificationRow } from '../repositories/notifications';
import type { LocalizedText, NoticeLang } from './notify';
import { afterCommit } from './request-tx';

/** Socket event to a ticket's company after any ticket write commits: open lists and details refresh. */
export const TICKET_CHANGED_EVENT = 'ticket:changed';

/** Tells the ticket's company that ticket `id` changed (created, saved, acted on, commented) once the write commits. */
export function announceTicketChanged(app: FastifyInstance, companyId: number, id: number): void {
  afterCommit(() => {
    if (!app.hasDecorator('realtime')) return;
    app.realtime.toCompany(companyId, TICKET_CHANGED_EVENT, { id });
  });
}

export type TicketNoticeEvent = 'finance_review' | 'rejected';

const TEXT: Record<TicketNoticeEvent, Record<'zh' | 'en', { title: string; message: string }>> = {
  finance_review: {
    zh: { title: '工单待财务审核', message: '工单 {no} 已提交财务审核，请及时处理。' },
    en: { title: 'Ticket awaits finance review', message: 'Ticket {no} was submitted for finance review.' },
  },
  rejected: {
    zh: { title: '工单被驳回', message: '工单 {no} 已被驳回{reason}，请修改后重新提交。' },
    en: { title: 'Ticket rejected', message: 'Ticket {no} was rejected{reason}; please revise and submit it again.' },
  },
};

/** A ticket notification opens the ticket's detail screen. */
export const ticketRoute = (ticketId: number) => `/saas/ticket/v2/detail/${ticketId}`;

export interface TicketNotice {
  event: TicketNoticeEvent;
  ticketId: number;
  ticketNo: string;
  /** the ticket's company: recipients outside it are dropped */
  companyId: number;
  userIds: (number | null | undefined)[];
  /** unique per logical event (the ticket event row's id): a retried request never notifies twice */
  eventId: number | string;
  reason?: string;
}

/** The event's title and message in both languages. */
export function ticketNoticeText(notice: Pick<TicketNotice, 'event' | 'ticketNo' | 'reason'>): { title: LocalizedText; message: LocalizedText } {
  const message = (lang: NoticeLang) => {
    const reason = notice.reason ? (lang === 'zh' ? `（${notice.reason}）` : ` (${notice.reason})`) : '';
    return TEXT[notice.event][lang].message.replace('{no}', notice.ticketNo).replace('{reason}', reason);
  };
  return {
    title: { zh: TEXT[notice.event].zh.title, en: TEXT[notice.event].en.title },
    message: { zh: message('zh'), en: message('en') },
  };
}

export async function announceTicketEvent(app: FastifyInstance, notice: TicketNotice): Promise<NotificationRow[]> {
  const recipients = await app.notify.companyUsers(notice.companyId, notice.userIds);
  return app.notify.toUsers(recipients, {
    type: 'alert',
    ...ticketNoticeText(notice),
    route: ticketRoute(notice.ticketId),
    key: `ticket-event:${notice.ticketId}:${notice.eventId}`,
  });
}
