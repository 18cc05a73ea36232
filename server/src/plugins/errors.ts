/**
 * The one error handler: every failure leaves as HTTP status + {code: '<status>', msg, data}, with msg in
 * the request's language; validation failures name the field; 5xx details are logged, never sent.
 */
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import { HttpError } from '../lib/http-error';
import { validationMessage } from '../lib/validation-message';

declare module 'fastify' {
  interface FastifyInstance {
    /** set by the spa plugin: answers non-API GETs that match no route */
    serveSpa?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export function failure(statusCode: number, msg: string, data: unknown = null) {
  return { code: String(statusCode), msg, data };
}

interface ErrorLike {
  statusCode?: number;
  code?: string;
  message?: string;
  validation?: Parameters<typeof validationMessage>[1];
  validationContext?: string;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: ErrorLike, request, reply) => {
      // a route that had set a download's headers (an export stream) and then failed still answers the JSON envelope
      reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
      if (error instanceof HttpError) {
        // a 5xx on purpose (the file storage failing) is the operator's to see: its cause goes to the log
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error, method: request.method, url: request.url }, error.messageKey);
        return reply.code(error.statusCode).send(failure(error.statusCode, request.t(error.messageKey, error.params), error.data));
      }
      if (error.validation) {
        request.log.info({ url: request.url, validation: error.validation }, 'request rejected by validation');
        return reply.code(400).send(failure(400, validationMessage(request.lang, error.validation, error.validationContext)));
      }
      if (isDatabaseUnavailable(error)) {
        // the database is down or restarting: say so and when to retry; the pool reconnects without a restart
        request.log.warn({ err: error, method: request.method, url: request.url }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send(failure(503, request.t('databaseUnavailable')));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
        return reply.code(status).send(failure(status, request.t('internal')));
      }
      request.log.info({ code: error.code, url: request.url }, error.message);
      const key =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'payloadTooLarge'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupportedMediaType'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? null
              : error.code?.startsWith('FST_ERR_CTP') || /JSON/.test(error.message ?? '')
                ? 'invalidJson'
                : 'badRequest';
      const msg = key ? request.t(key) : request.t('fieldIssue', { field: 'body', reason: request.t('required') });
      return reply.code(status).send(failure(status, msg));
    });

    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && app.serveSpa && (request.method === 'GET' || request.method === 'HEAD')) {
        return app.serveSpa(request, reply);
      }
      return reply.code(404).send(failure(404, request.t('routeNotFound')));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
