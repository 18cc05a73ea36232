/**
 * The station screen's calls:
 *   GET /user/stations/:id, PUT /user/stations/:id (name required, 50 characters, unique per company),
 *   PUT /user/stations/:id/status {status: 1 enabled | 0 disabled}.
 * Another company's id is 404 'not found'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stationEditBody, stationStatusBody } from '../../../../../src/domain/resource-edit';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { stationSchema, toStation } from './lookups';
import { anyObject, parseBody } from './shared';

const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/stations/:id', { schema: { params, response: { 200: envelope(stationSchema) } } }, async (request) => {
    const row = await app.stations.find(request.user().company_id, request.params.id);
    if (!row) throw notFound();
    return ok(toStation(row));
  });

  app.put('/user/stations/:id', { schema: { params, body: anyObject, response: { 200: envelope(stationSchema) } } }, async (request) => {
    const body = parseBody(stationEditBody, request.body);
    const row = await app.stations.update(request.user().company_id, request.params.id, body);
    if (row === 'name') throw new HttpError(400, 'stationNameExists', {}, { field: 'name' });
    if (!row) throw notFound();
    return ok(toStation(row));
  });

  app.put('/user/stations/:id/status', { schema: { params, body: anyObject, response: { 200: envelope(stationSchema) } } }, async (request) => {
    const body = parseBody(stationStatusBody, request.body);
    const row = await app.stations.update(request.user().company_id, request.params.id, { status: body.status });
    if (!row || row === 'name') throw notFound();
    return ok(toStation(row));
  });
};

export default routes;
