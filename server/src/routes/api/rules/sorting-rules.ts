/** Sorting configuration (/saas/basic/sorting/*): rules per kind, their targets' names, and the matcher. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONDITION_FIELDS,
  FIELD_REFERENCE,
  matchRule,
  SORTING_KINDS,
  SORTING_RULE_BODIES,
  splitRuleBody,
  type SortingKind,
} from '../../../../../src/domain/sorting-rules';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import type { SortingRuleRow } from '../../../repositories/sorting-rules';
import { anyObject, namedArea, optionalText, parseWith, removedSchema, statusQuery } from './shared';

const kindParam = z.object({ kind: z.enum(SORTING_KINDS) });
const kindIdParams = kindParam.extend({ id: idParam });
const value = z.union([z.string(), z.number()]);

/** A rule as the screens show it: the flat form fields plus `<field>_name` for each referenced record. */
const ruleSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    name: z.string(),
    priority: z.number().int(),
    status: z.number().int(),
    memo: z.string(),
    updated_at: z.string(),
  })
  .catchall(z.union([value, z.null()]));

function toRule(r: SortingRuleRow): z.infer<typeof ruleSchema> {
  const names = Object.fromEntries(Object.entries(r.names).map(([field, name]) => [`${field}_name`, name]));
  return {
    ...r.condition,
    ...r.target,
    ...names,
    id: r.id,
    kind: r.kind,
    name: r.name,
    priority: r.priority,
    status: r.status,
    memo: r.memo,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** Checks every referenced record belongs to the company (else 404) and collects display names. */
async function referenceNames(app: FastifyInstance, companyId: number, values: Record<string, string | number>): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [field, v] of Object.entries(values)) {
    const ref = FIELD_REFERENCE[field as keyof typeof FIELD_REFERENCE];
    if (!ref) continue;
    const name = await app.sortingRules.referenceName(companyId, ref, v);
    if (name === undefined) throw notFound();
    names[field] = name;
  }
  const area = await namedArea(app, values as { province_code?: string; city_code?: string; district_code?: string });
  if (area.province) names.province_code = area.province;
  if (area.city) names.city_code = area.city;
  if (area.district) names.district_code = area.district;
  return names;
}

const matchInput = z.object(Object.fromEntries(CONDITION_FIELDS.map((f) => [f, z.union([z.string().max(40), z.number()]).optional()]))).strict();

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/sorting-rules/:kind',
    {
      schema: {
        params: kindParam,
        querystring: pageQuery.extend({ name: optionalText(50), status: statusQuery }),
        response: { 200: envelope(z.object({ list: z.array(ruleSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.sortingRules.list(request.user().company_id, request.params.kind, { name: q.name, status: q.status, page: q.page, perPage: q.per_page });
      return ok({ list: result.list.map(toRule), total: result.total });
    },
  );

  const values = async (companyId: number, kind: SortingKind, body: unknown) => {
    const parsed = parseWith(SORTING_RULE_BODIES[kind], body) as Record<string, unknown>;
    const v = splitRuleBody(kind, parsed);
    const names = await referenceNames(app, companyId, { ...v.condition, ...v.target } as Record<string, string | number>);
    return { ...v, names };
  };

  app.post('/user/sorting-rules/:kind', { schema: { params: kindParam, body: anyObject, response: { 200: envelope(ruleSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const { kind } = request.params;
    return ok(toRule(await app.sortingRules.create(companyId, kind, await values(companyId, kind, request.body))));
  });

  app.put('/user/sorting-rules/:kind/:id', { schema: { params: kindIdParams, body: anyObject, response: { 200: envelope(ruleSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const { kind, id } = request.params;
    if (!(await app.sortingRules.find(companyId, kind, id))) throw notFound();
    const row = await app.sortingRules.update(companyId, kind, id, await values(companyId, kind, request.body));
    if (!row) throw notFound();
    return ok(toRule(row));
  });

  app.put(
    '/user/sorting-rules/:kind/:id/status',
    { schema: { params: kindIdParams, body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict(), response: { 200: envelope(ruleSchema) } } },
    async (request) => {
      const { kind, id } = request.params;
      const row = await app.sortingRules.update(request.user().company_id, kind, id, { status: request.body.status });
      if (!row) throw notFound();
      return ok(toRule(row));
    },
  );

  app.delete('/user/sorting-rules/:kind/:id', { schema: { params: kindIdParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    const { kind, id } = request.params;
    if (!(await app.sortingRules.remove(request.user().company_id, kind, id))) throw notFound();
    return ok({ removed: true });
  });

  // which rule decides for an input (order entry, the warehouse and the screens' "test a rule" use it)
  app.post(
    '/user/sorting-rules/:kind/match',
    { schema: { params: kindParam, body: matchInput, response: { 200: envelope(ruleSchema.nullable()) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const { kind } = request.params;
      const rule = matchRule(kind, request.body as Record<string, string | number>, await app.sortingRules.forKind(companyId, kind));
      const row = rule ? await app.sortingRules.find(companyId, kind, rule.id) : undefined;
      return ok(row ? toRule(row) : null);
    },
  );

  app.get(
    '/user/sorting-rules-options/storage-locations',
    { schema: { response: { 200: envelope(z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })) })) } } },
    async (request) => ok({ list: await app.sortingRules.storageLocationOptions(request.user().company_id) }),
  );
};

export default routes;
