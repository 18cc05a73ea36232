/**
 * The last server errors for the ops channel (issue 22, src/domain/admin/ops.ts): every /api answer with a 5xx
 * status is kept in a ring buffer of this process (newest first, RECENT_ERRORS_MAX), with the error's own message
 * when one was thrown — the operator's view; the client still only ever sees the translated envelope.
 */
import fp from 'fastify-plugin';
import { RECENT_ERRORS_MAX, type RecentError } from '../../../src/domain/admin/ops';

export class RecentErrors {
  private readonly items: RecentError[] = [];

  constructor(private readonly max = RECENT_ERRORS_MAX) {}

  record(item: RecentError): void {
    this.items.unshift(item);
    if (this.items.length > this.max) this.items.length = this.max;
  }

  list(): RecentError[] {
    return [...this.items];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    recentErrors: RecentErrors;
  }
  interface FastifyRequest {
    /** the message of the error this request threw, kept for the ops channel */
    failedWith?: string;
  }
}

export default fp(
  async (app) => {
    app.decorate('recentErrors', new RecentErrors());
    app.addHook('onError', async (request, _reply, error) => {
      request.failedWith = error.message;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 500 || !request.url.startsWith('/api/')) return;
      app.recentErrors.record({
        at: new Date().toISOString(),
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        message: (request.failedWith ?? '').slice(0, 500),
      });
    });
  },
  { name: 'recent-errors' },
);
