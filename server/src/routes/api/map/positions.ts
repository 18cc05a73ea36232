/**
 * POST /api/map/positions: a driver or delivery account reports where it is (the live transporter map). Stored at
 * most once per 10 s per user (later ones are answered ok with stored: false), then pushed as
 * 'transporter:position' to the servicer's dispatchers (and the account's own company) once committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FUTURE_TOLERANCE_MS,
  isReporterType,
  positionReportBody,
  TRANSPORTER_POSITION_EVENT,
  type TransporterPositionEvent,
} from '../../../../../src/domain/transporter-map';
import { forbidden, HttpError } from '../../../lib/http-error';
import { afterCommit } from '../../../lib/request-tx';
import { envelope, ok } from '../../../lib/schemas';
import { toPosition } from './transporter-dto';

const reportResult = z.object({
  stored: z.boolean(),
  /** 'throttled' when not stored */
  reason: z.string().nullable(),
  message: z.string(),
  id: z.number().int().nullable(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/map/positions',
    {
      // the role decides before the body is looked at: a dispatcher learns 403, not what the body lacks
      preValidation: async (request) => {
        if (!isReporterType(request.user().main_type)) throw forbidden('positionReportersOnly');
      },
      schema: { body: positionReportBody, response: { 200: envelope(reportResult) } },
    },
    async (request) => {
      const auth = request.user();
      const body = request.body;
      const recordedAt = new Date(body.recorded_at);
      const now = new Date();
      if (recordedAt.getTime() - now.getTime() > FUTURE_TOLERANCE_MS) {
        throw new HttpError(400, 'fieldIssue', { field: 'recorded_at', reason: request.t('recordedAtFuture') });
      }
      const row = await app.transporterPositions.insertThrottled(
        {
          companyId: auth.company_id,
          servicerId: auth.servicer_id,
          userId: auth.id,
          resourceId: auth.resource_id,
          lat: body.lat,
          lng: body.lng,
          accuracy: body.accuracy ?? null,
          heading: body.heading ?? null,
          speed: body.speed ?? null,
          recordedAt,
        },
        now,
      );
      if (!row) return ok({ stored: false, reason: 'throttled', message: request.t('positionThrottled'), id: null });
      const payload: TransporterPositionEvent = { user_id: auth.id, resource_id: auth.resource_id, name: auth.nickname || auth.username, ...toPosition(row) };
      afterCommit(() => {
        for (const companyId of new Set([auth.servicer_id, auth.company_id])) {
          if (companyId) app.realtime.toCompany(companyId, TRANSPORTER_POSITION_EVENT, payload);
        }
      });
      return ok({ stored: true, reason: null, message: request.t('ok'), id: row.id });
    },
  );
};

export default routes;
