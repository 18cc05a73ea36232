/**
 * Integrations on the instance (issue 22): `app.integrations`, one method per route, and the push-back worker.
 * The key is read at registration, so a production server without INTEGRATION_KEY refuses to start.
 */
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { saveAccountBody } from '../../../../src/domain/integrations/api';
import type { OutboxState } from '../../../../src/domain/integrations/outbox';
import { PLATFORMS, type PlatformKey } from '../../../../src/domain/integrations/platforms';
import type { Db } from '../../db/client';
import { accountView, rotateSecret, saveAccount, testConnection } from './accounts';
import { integrationKey } from './crypto';
import { deliverDue, outboxRows, retryNow } from './outbox';
import { receiveWebhook, type WebhookDeps, type WebhookIn } from './webhook';
import type { AuditActor } from '../audit';

const WORKER_INTERVAL_MS = 5000;

export class IntegrationsRepository {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {}

  account = (companyId: number, platform: PlatformKey) => accountView(this.db, this.key, companyId, platform);
  save = (actor: AuditActor, platform: PlatformKey, body: z.output<typeof saveAccountBody>) => saveAccount(this.db, this.key, actor, platform, body);
  rotate = (actor: AuditActor, platform: PlatformKey) => rotateSecret(this.db, this.key, actor, platform);
  test = (platform: PlatformKey) => testConnection(PLATFORMS[platform].gateway);
  outbox = (companyId: number, platform: PlatformKey, f: { state?: OutboxState; page: number; perPage: number }) => outboxRows(this.db, companyId, platform, f);
  retry = (companyId: number, id: number) => retryNow(this.db, companyId, id, new Date());
  webhook = (deps: WebhookDeps, msg: WebhookIn) => receiveWebhook(this.db, this.key, deps, msg);
  /** one worker pass (the interval's, or a test's with its own clock) */
  deliverDue = (now?: Date) => deliverDue(this.db, this.key, now);
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: IntegrationsRepository;
  }
}

export default fp(
  async (app, opts: { worker?: boolean }) => {
    const repo = new IntegrationsRepository(app.db, integrationKey());
    app.decorate('integrations', repo);
    // tests drive deliverDue themselves; INTEGRATION_WORKER=0 turns the interval off on a server
    const worker = opts.worker ?? (process.env.INTEGRATION_WORKER !== '0' && !process.env.VITEST);
    if (!worker) return;
    let running = false;
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        repo
          .deliverDue()
          .catch((error: unknown) => app.log.warn({ err: error }, 'integration push-back pass failed'))
          .finally(() => (running = false));
      }, WORKER_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'integrations-repository', dependencies: ['db'] },
);
