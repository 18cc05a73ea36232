/**
 * GET /api/order/waybills/export: the current filter's (or the given ids') waybills as .xlsx, streamed: keyset
 * batches from the database go through the same column definitions and the same streaming writer as the
 * browser export, so memory holds one batch however many rows match.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenPayload } from '../../../../../src/domain/auth';
import { pickColumns, WAYBILL_COLUMNS, type Lang } from '../../../../../src/domain/columns/waybill-columns';
import { EDITION, editionProfile, partyTitle, type EditionProfile } from '../../../../../src/domain/editions';
import { variantForAppCode } from '../../../../../src/domain/variants';
import type { Db } from '../../../db/client';
import { companyEdition } from '../../../repositories/editions';
import { XLSX_MIME, XlsxStreamWriter } from '../../../../../workers/xlsx/writer';
import type { WaybillsRepository } from '../../../repositories/waybills';
import type { OrderScope } from '../../../repositories/orders';
import { DB_INT_MAX } from '../../../lib/schemas';
import { orderScope } from './stats';
import { toFilter, waybillFilterQuery } from './waybills-list';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyyMMddHHmmss in China time, like the browser's downloadTimestamp. */
export function chinaTimestamp(now = new Date()): string {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

export const PREFIX: Record<Lang, string> = { zh: '运单', en: 'waybills' };

/** The user's company's edition as the list shows it (the merchant column is titled in its words, src/domain/editions.ts). */
export async function exportEdition(db: Db, user: TokenPayload): Promise<EditionProfile> {
  const company = await companyEdition(db, user.company_id);
  const type = variantForAppCode(user.app_code).userType;
  return editionProfile(company?.edition_flags ?? EDITION.DEFAULT, type === 'admin' ? 'servicer' : type);
}

/** The workbook as a stream of chunks; `onRows` hears each batch's row count (the background export counts them). */
export async function* xlsxStream(
  repo: WaybillsRepository,
  scope: OrderScope,
  args: ReturnType<typeof toFilter>,
  columnKeys: string[] | undefined,
  lang: Lang,
  onRows?: (count: number) => void,
  edition?: EditionProfile,
): AsyncGenerator<Buffer> {
  const columns = pickColumns(WAYBILL_COLUMNS, columnKeys);
  let pending: Uint8Array[] = [];
  const writer = new XlsxStreamWriter(
    columns.map((c) => ({ title: edition ? partyTitle(c.key, c.title[lang], edition, lang) : c.title[lang], width: Math.round(c.width / 7) })),
    (chunk) => pending.push(chunk),
    { sheetName: PREFIX[lang] },
  );
  const drain = function* () {
    for (const c of pending) yield Buffer.from(c.buffer, c.byteOffset, c.byteLength);
    pending = [];
  };
  for await (const batch of repo.batches(scope, args.filter, args.sort)) {
    writer.addRows(batch.map((row) => columns.map((c) => c.value(row, lang))));
    onRows?.(batch.length);
    yield* drain();
  }
  writer.finish();
  yield* drain();
}

/** The filter, the chosen ids and the columns: the direct export's query and the background export's body. */
export const waybillExportQuery = waybillFilterQuery.extend({
  ids: z
    .string()
    .max(60_000)
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(DB_INT_MAX))).max(5000))
    .optional(),
  columns: z
    .string()
    .max(2000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.string().max(40)).max(100))
    .optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/waybills/export',
    {
      schema: {
        querystring: waybillExportQuery,
      },
    },
    async (request, reply) => {
      const { ids, columns, ...query } = request.query;
      const lang: Lang = request.lang;
      const args = toFilter(query, ids);
      if (query.mine === '1') args.filter.createdBy = request.user().id;
      const name = `${PREFIX[lang]}${chinaTimestamp()}.xlsx`;
      reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', `attachment; filename="waybills${chinaTimestamp()}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('Cache-Control', 'no-store');
      const edition = await exportEdition(app.db, request.user());
      return reply.send(Readable.from(xlsxStream(app.waybills, orderScope(request.user(), request.dataScope()), args, columns, lang, undefined, edition)));
    },
  );
};

export default routes;
