/**
 * Resolves spreadsheet rows of a warehouse document (product code, carton, quantity, location code) against the
 * company's products and the warehouse's locations, in two queries whatever the row count; each row that cannot be
 * used says why in the user's language. Nothing is written: the create form takes the lines.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serverMessage, type ServerLang } from '../../../../src/domain/server-messages';
import type { ImportLinesAnswer, importLinesBody } from '../../../../src/domain/warehouse/api-import-lines';
import { PACKAGE_NO_RE } from '../../../../src/domain/warehouse/api';
import type { Db } from '../../db/client';
import { products, storageLocations } from '../../db/schema';
import { checkWarehouse } from './document-refs';

export async function resolveImportLines(db: Db, companyId: number, body: z.output<typeof importLinesBody>, lang: ServerLang): Promise<ImportLinesAnswer> {
  await checkWarehouse(db, companyId, body.warehouse_id);
  const upper = (s: string) => s.trim().toUpperCase();
  const productCodes = [...new Set(body.rows.map((r) => upper(r.product_code)).filter(Boolean))];
  const locationCodes = [...new Set(body.rows.map((r) => upper(r.location_code)).filter(Boolean))];
  const [productRows, locationRows] = await Promise.all([
    productCodes.length
      ? db.select({ id: products.id, code: products.code, name: products.name }).from(products).where(and(eq(products.companyId, companyId), inArray(sql`upper(${products.code})`, productCodes)))
      : [],
    locationCodes.length
      ? db
          .select({ id: storageLocations.id, code: storageLocations.code })
          .from(storageLocations)
          .where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.warehouseId, body.warehouse_id), inArray(sql`upper(${storageLocations.code})`, locationCodes)))
      : [],
  ]);
  const byProduct = new Map(productRows.map((p) => [upper(p.code), p]));
  const byLocation = new Map(locationRows.map((l) => [upper(l.code), l]));
  const out: ImportLinesAnswer = { lines: [], errors: [] };
  for (const r of body.rows) {
    const fail = (key: Parameters<typeof serverMessage>[1], code = '') => out.errors.push({ row: r.row, msg: serverMessage(lang, key, { row: r.row, code }) });
    if (!r.product_code) {
      fail('whImportProductRequired');
      continue;
    }
    const product = byProduct.get(upper(r.product_code));
    if (!product) {
      fail('whImportProductUnknown', r.product_code);
      continue;
    }
    const quantity = typeof r.quantity === 'number' ? r.quantity : /^\d+$/.test(r.quantity) ? Number(r.quantity) : NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1_000_000) {
      fail('whImportQuantity');
      continue;
    }
    const pkg = upper(r.package_no);
    if (pkg && !PACKAGE_NO_RE.test(pkg)) {
      fail('whImportPackageNo');
      continue;
    }
    const location = r.location_code ? byLocation.get(upper(r.location_code)) : undefined;
    if (r.location_code && !location) {
      fail('whImportLocationUnknown', r.location_code);
      continue;
    }
    out.lines.push({ row: r.row, product_id: product.id, product_code: product.code, product_name: product.name, package_no: pkg, quantity, location_id: location?.id ?? null, location_code: location?.code ?? '' });
  }
  return out;
}
