/** PUT /api/order/ticket-schemas/{id}: a new version (ajv must compile it), old tickets keep theirs; company-scoped. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, ticketSchemas } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let servicer: Session;
let executor: Session;
let servicer2: Session;
let company: number;
let urgeSchema: number;
let orderId: number;

const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  [servicer, executor, servicer2] = await Promise.all(['servicer', 'executor', 'servicer2'].map((u) => t.login(u)));
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  urgeSchema = (await db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, company), eq(ticketSchemas.type, 'URGE'), eq(ticketSchemas.active, true))))[0].id;
  orderId = (await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company)).limit(1))[0].id;
});

describe('PUT /order/ticket-schemas/{id}', () => {
  it('stores a new active version; tickets made with the old one keep rendering with it', async () => {
    const v1 = (await req(servicer, 'GET', `/order/ticket-schema/${urgeSchema}`)).json().data;
    // a ticket made with version 1
    const firstPayload = Object.fromEntries(
      Object.entries((v1.json_schema.properties ?? {}) as Record<string, { type?: string; enum?: string[]; minLength?: number }>)
        .filter(([k]) => (v1.json_schema.required ?? []).includes(k))
        .map(([k, p]) => [k, p.enum ? p.enum[0] : p.type === 'integer' || p.type === 'number' ? 1 : 'x'.repeat(Math.max(p.minLength ?? 1, 5))]),
    );
    const made = await req(executor, 'POST', '/order/ticket/', { schema_id: urgeSchema, payload: { ...firstPayload, order_id: orderId } });
    expect(made.statusCode, made.body).toBe(200);
    const ticketId = made.json().data.id as number;

    const json = { ...v1.json_schema, properties: { ...v1.json_schema.properties, urge_channel: { type: 'string', title: '催办渠道', enum: ['PHONE', 'SMS'] } } };
    const res = await req(servicer, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: json, name: '催办（新版）' });
    expect(res.statusCode, res.body).toBe(200);
    const v2 = res.json().data;
    expect(v2).toMatchObject({ type: 'URGE', version: v1.version + 1, name: '催办（新版）' });
    expect(v2.id).not.toBe(urgeSchema);
    expect(v2.json_schema.properties.urge_channel.enum).toEqual(['PHONE', 'SMS']);
    // what was not given is carried over
    expect(v2.ui_schema).toEqual(v1.ui_schema);
    expect(v2.fee_configs).toEqual(v1.fee_configs);

    // the create screen's list offers the new version only; the old one is still served by id
    const list = (await req(executor, 'GET', '/order/ticket-schemas?type=URGE')).json().data.list;
    expect(list.map((s: { id: number }) => s.id)).toEqual([v2.id]);
    const old = await req(executor, 'GET', `/order/ticket-schema/${urgeSchema}`);
    expect(old.json().data).toMatchObject({ version: v1.version, name: v1.name });
    expect(old.json().data.json_schema.properties.urge_channel).toBeUndefined();
    const ticket = (await req(executor, 'GET', `/order/ticket/${ticketId}`)).json().data;
    expect(ticket).toMatchObject({ schema_id: urgeSchema, schema_version: v1.version });

    // editing again (from either version) makes the next one
    const v3 = await req(servicer, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: json });
    expect(v3.json().data.version).toBe(v1.version + 2);
    // the new version validates new tickets: an unknown channel is refused
    const bad = await req(executor, 'POST', '/order/ticket/', { schema_id: v3.json().data.id, payload: { ...firstPayload, urge_channel: 'FAX', order_id: orderId } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a json_schema ajv cannot compile, with a message', async () => {
    const res = await req(servicer, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: { type: 'object', properties: { a: { type: 'strnig' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^工单模板json_schema无效：/);
    const notObject = await req(servicer, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: { type: 'array' } });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().msg).toBe('工单模板json_schema无效：type must be "object"');
    const missing = await req(servicer, 'PUT', `/order/ticket-schemas/${urgeSchema}`, {});
    expect(missing.statusCode).toBe(400);
  });

  it('is for the main account of the company only; another company’s schema is not found', async () => {
    const json = { type: 'object', properties: {} };
    const sub = await req(executor, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: json });
    expect(sub.statusCode).toBe(403);
    expect(sub.json().msg).toBe('仅主账号可以操作');
    const foreign = await req(servicer2, 'PUT', `/order/ticket-schemas/${urgeSchema}`, { json_schema: json });
    expect(foreign.statusCode).toBe(404);
    expect((await req(servicer, 'PUT', '/order/ticket-schemas/99999999', { json_schema: json })).statusCode).toBe(404);
  });
});
