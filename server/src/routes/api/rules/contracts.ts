/** Contracts (/saas/resource/contract/index): a party resource, type, number, dates, settlement, attachments, status. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractBody, CONTRACT_STATUSES, CONTRACT_TYPES, type ContractBody } from '../../../../../src/domain/contracts-lines';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import type { ContractRow } from '../../../repositories/contracts';
import { optionalText, removedSchema } from './shared';

const contractSchema = z.object({
  id: z.number().int(),
  resource_id: z.number().int(),
  resource_name: z.string(),
  resource_type: z.string(),
  contract_type: z.string(),
  contract_no: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  settlement_method_code: z.string(),
  settlement_method_name: z.string(),
  attachment_fileids: z.array(z.string()),
  status: z.string(),
  memo: z.string(),
  updated_at: z.string(),
});

const toContract = (r: ContractRow): z.infer<typeof contractSchema> => ({
  id: r.id,
  resource_id: r.resourceId,
  resource_name: r.resourceName,
  resource_type: r.resourceType,
  contract_type: r.contractType,
  contract_no: r.contractNo,
  start_date: r.startDate,
  end_date: r.endDate,
  settlement_method_code: r.settlementMethodCode,
  settlement_method_name: r.settlementMethodName,
  attachment_fileids: r.attachmentFileids,
  status: r.status,
  memo: r.memo,
  updated_at: r.updatedAt.toISOString(),
});

const idParams = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/contracts',
    {
      schema: {
        querystring: pageQuery.extend({
          contract_no: optionalText(50),
          resource_id: idParam.optional(),
          contract_type: z.enum(CONTRACT_TYPES).optional().or(z.literal('').transform(() => undefined)),
          status: z.enum(CONTRACT_STATUSES).optional().or(z.literal('').transform(() => undefined)),
        }),
        response: { 200: envelope(z.object({ list: z.array(contractSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.contracts.list(request.user().company_id, {
        contractNo: q.contract_no,
        resourceId: q.resource_id,
        contractType: q.contract_type,
        status: q.status,
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: result.list.map(toContract), total: result.total });
    },
  );

  app.get('/user/contracts/:id', { schema: { params: idParams, response: { 200: envelope(contractSchema) } } }, async (request) => {
    const row = await app.contracts.find(request.user().company_id, request.params.id);
    if (!row) throw notFound();
    return ok(toContract(row));
  });

  /** The party must be the company's resource, the settlement method a SETTLE_METHOD item, attachments the company's files. */
  const values = async (companyId: number, b: ContractBody) => {
    if (!(await app.resources.find(companyId, b.resource_id))) throw notFound();
    const methods = await app.configItems.list(companyId, 'SETTLE_METHOD');
    const method = methods.find((m) => m.code === b.settlement_method_code);
    if (!method) throw new HttpError(400, 'settlementMethodUnknown', {}, { field: 'settlement_method_code' });
    const fileids = [...new Set(b.attachment_fileids)];
    if (fileids.length && (await app.files.countForCompany(fileids, companyId)) !== fileids.length) throw notFound();
    return {
      resourceId: b.resource_id,
      contractType: b.contract_type,
      contractNo: b.contract_no,
      startDate: b.start_date,
      endDate: b.end_date,
      settlementMethodCode: method.code,
      settlementMethodName: method.name,
      attachmentFileids: fileids,
      status: b.status,
      memo: b.memo,
    };
  };

  app.post('/user/contracts', { schema: { body: contractBody, response: { 200: envelope(contractSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const id = await app.contracts.create(companyId, await values(companyId, request.body));
    if (id === 'duplicate') throw new HttpError(400, 'contractNoExists', {}, { field: 'contract_no' });
    return ok(toContract((await app.contracts.find(companyId, id))!));
  });

  app.put('/user/contracts/:id', { schema: { params: idParams, body: contractBody, response: { 200: envelope(contractSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.contracts.find(companyId, request.params.id))) throw notFound();
    const done = await app.contracts.update(companyId, request.params.id, await values(companyId, request.body));
    if (done === 'duplicate') throw new HttpError(400, 'contractNoExists', {}, { field: 'contract_no' });
    if (!done) throw notFound();
    return ok(toContract((await app.contracts.find(companyId, request.params.id))!));
  });

  app.delete('/user/contracts/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.contracts.remove(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });
};

export default routes;
