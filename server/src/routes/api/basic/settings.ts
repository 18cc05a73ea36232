/**
 * The settings documents of Basic data (operation, print, waybill template): one JSON document per company and
 * key, validated as a whole with the src/domain schema the form uses; the defaults until a company saves.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SETTING_DEFAULTS, SETTING_DOCUMENTS, SETTING_DOCUMENT_KEYS, type SettingDocumentKey } from '../../../../../src/domain/basic-data/settings';
import { notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { anyObject, iso, parseBody } from './shared';

const keyParams = z.object({ key: z.string().max(40) });
const documentDto = z.object({ key: z.string(), data: z.record(z.string(), z.unknown()), updated_at: z.string().nullable() });

const isKey = (k: string): k is SettingDocumentKey => (SETTING_DOCUMENT_KEYS as string[]).includes(k);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/basic/settings/:key', { schema: { params: keyParams, response: { 200: envelope(documentDto) } } }, async (request) => {
    const { key } = request.params;
    if (!isKey(key)) throw notFound();
    const stored = await app.companySettings.get(request.user().company_id, key);
    // a stored document from an older shape: fields it lacks take their defaults
    const merged = SETTING_DOCUMENTS[key].safeParse({ ...SETTING_DEFAULTS[key], ...stored?.data });
    return ok({ key, data: merged.success ? merged.data : SETTING_DEFAULTS[key], updated_at: stored ? iso(stored.updatedAt) : null });
  });

  app.put('/user/basic/settings/:key', { schema: { params: keyParams, body: anyObject, response: { 200: envelope(documentDto) } } }, async (request) => {
    const { key } = request.params;
    if (!isKey(key)) throw notFound();
    const data = parseBody(SETTING_DOCUMENTS[key] as z.ZodType<Record<string, unknown>>, request.body);
    const user = request.user();
    const updatedAt = await app.companySettings.set(user.company_id, key, data, user.id);
    return ok({ key, data, updated_at: iso(updatedAt) });
  });
};

export default routes;
