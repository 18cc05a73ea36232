/**
 * The ops channel (运维通道, src/domain/admin/ops.ts), platform admin only: the state at a glance and a release
 * notice to every connected client. The maintenance switch is PUT /system/maintenance (maintenance.ts). Each action
 * is audit-logged under the platform company.
 */
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsStatus, releaseBody, type JobFigure } from '../../../../../src/domain/admin/ops';
import { SOCKET_EVENTS, type RealtimeNotification } from '../../../../../src/domain/device-sync';
import { auditLog, bills, exportFiles } from '../../../db/schema';
import { forbidden } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { recordAudit } from '../../../repositories/audit';
import { actorOf } from './roles';

/** before body validation: anyone but the platform admin learns 403 whatever it sent */
export const platformAdminOnly = async (request: { user(): { main_type: string } }) => {
  if (request.user().main_type !== 'admin') throw forbidden();
};

const DAY_MS = 24 * 3_600_000;

const routes: FastifyPluginAsyncZod = async (app) => {
  /** runs in the last day and the newest, over every company: exports made, order imports, bills generated */
  const jobs = async (): Promise<JobFigure[]> => {
    const since = new Date(Date.now() - DAY_MS);
    const figure = async (kind: string, table: PgTable, at: AnyPgColumn, where?: SQL) => {
      const [all] = await app.db.select({ last: sql<string | null>`max(${at})` }).from(table).where(where);
      const [day] = await app.db.select({ n: count() }).from(table).where(and(where, gte(at, since)));
      return { kind, last_day: Number(day.n), last_at: all.last ? new Date(all.last).toISOString() : null };
    };
    return [
      await figure('exports', exportFiles, exportFiles.createdAt),
      // an order import is one request; each leaves an 'order.import' audit entry
      await figure('imports', auditLog, auditLog.at, eq(auditLog.action, 'order.import')),
      await figure('bills', bills, bills.generatedAt),
    ];
  };

  app.get('/system/ops/status', { preValidation: platformAdminOnly, schema: { response: { 200: envelope(opsStatus) } } }, async () =>
    ok({ maintenance: await app.maintenance.get(), jobs: await jobs(), errors: app.recentErrors.list() }),
  );

  app.post(
    '/system/ops/release',
    { preValidation: platformAdminOnly, schema: { body: releaseBody, response: { 200: envelope(releaseBody) } } },
    async (request) => {
      const { version, notes } = request.body;
      await recordAudit(app.db, actorOf(request.user()), { action: 'ops.release', entityType: 'ops', entityId: 'release', before: null, after: { version, notes } });
      // every connected client, every company: shown like any pushed notice (a toast and the bell)
      const notice: RealtimeNotification = { id: -Date.now(), title: version, message: notes, type: 'system', data: {}, meta: { ts: Date.now() }, extra: {} };
      app.realtime.io.emit(SOCKET_EVENTS.notify, notice);
      return ok({ version, notes });
    },
  );
};

export default routes;
