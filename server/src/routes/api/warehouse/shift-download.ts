/**
 * GET /api/warehouse/shift-documents?warehouse_id — a tablet's download of a shift's work (issue 17): every document
 * of the warehouse that takes scans now or next, with lines, in one bounded answer (src/domain/warehouse/shift.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shiftDocumentsAnswer } from '../../../../../src/domain/warehouse/api';
import { forbidden } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { shiftDocuments } from '../../../repositories/warehouse/shift-documents';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/warehouse/shift-documents', { schema: { querystring: z.object({ warehouse_id: idParam }), response: { 200: envelope(shiftDocumentsAnswer) } } }, async (request) => {
    const user = request.user();
    // customers and drivers have no warehouse (the warehouse routes' rule)
    if (user.main_type !== 'servicer' && user.main_type !== 'delivery') throw forbidden();
    return ok(await shiftDocuments(app.db, app.warehouseReads, user.company_id, request.query.warehouse_id, request.lang));
  });
};

export default routes;
