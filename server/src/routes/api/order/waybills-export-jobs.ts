/**
 * POST /api/order/waybills/export-jobs {the direct export's filter, ids and columns} → data {job_id}: the
 * workbook is made in the background and the requesting user is notified with its download link (issue 8).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../../../../src/domain/columns/waybill-columns';
import { envelope, ok } from '../../../lib/schemas';
import { orderScope } from './stats';
import { exportEdition, waybillExportQuery } from './waybills-export';
import { toFilter } from './waybills-list';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/waybills/export-jobs',
    {
      schema: {
        body: waybillExportQuery,
        response: { 200: envelope(z.object({ job_id: z.string() })) },
      },
    },
    async (request) => {
      const { ids, columns, ...query } = request.body;
      const auth = request.user();
      const lang: Lang = request.lang;
      const args = toFilter(query, ids);
      if (query.mine === '1') args.filter.createdBy = auth.id;
      const jobId = app.exportJobs.startWaybills({ userId: auth.id, companyId: auth.company_id, scope: orderScope(auth, request.dataScope()), args, columns, lang, edition: await exportEdition(app.db, auth) });
      return ok({ job_id: jobId });
    },
  );
};

export default routes;
