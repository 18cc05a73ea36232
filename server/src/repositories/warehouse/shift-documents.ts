/**
 * A shift's documents for a tablet (src/domain/warehouse/shift.ts): every document of a warehouse that takes scans
 * now or next, with lines, events and actions as the document route answers each. The ids and line counts are read
 * first (one query), so a warehouse over the limits is refused before anything big is read; then the details in
 * three queries whatever their number.
 */
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { ShiftDocumentsAnswer } from '../../../../src/domain/warehouse/api';
import { SHIFT_MAX_DOCUMENTS, SHIFT_MAX_LINES, SHIFT_PAIRS } from '../../../../src/domain/warehouse/shift';
import type { Db } from '../../db/client';
import { warehouseDocumentLines, warehouseDocuments, warehouses } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { WarehouseReadsRepository } from './reads';

export async function shiftDocuments(db: Db, reads: WarehouseReadsRepository, companyId: number, warehouseId: number, lang: ServerLang): Promise<ShiftDocumentsAnswer> {
  const [wh] = await db.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, warehouseId), eq(warehouses.companyId, companyId)));
  if (!wh) throw new HttpError(400, 'whWarehouseInvalid', {}, { field: 'warehouse_id' });
  const readAt = new Date();
  const open = await db
    .select({ id: warehouseDocuments.id, lines: count(warehouseDocumentLines.id) })
    .from(warehouseDocuments)
    .leftJoin(warehouseDocumentLines, eq(warehouseDocumentLines.documentId, warehouseDocuments.id))
    .where(
      and(
        eq(warehouseDocuments.companyId, companyId),
        eq(warehouseDocuments.warehouseId, warehouseId),
        or(...SHIFT_PAIRS.map(([kind, status]) => and(eq(warehouseDocuments.kind, kind), eq(warehouseDocuments.status, status)))),
      ),
    )
    .groupBy(warehouseDocuments.id)
    .orderBy(asc(warehouseDocuments.id));
  const lineCount = open.reduce((sum, d) => sum + Number(d.lines), 0);
  if (open.length > SHIFT_MAX_DOCUMENTS || lineCount > SHIFT_MAX_LINES) {
    throw new HttpError(400, 'whShiftTooBig', { documents: open.length, lines: lineCount, maxDocuments: SHIFT_MAX_DOCUMENTS, maxLines: SHIFT_MAX_LINES }, { field: 'warehouse_id' });
  }
  const documents = await reads.details(companyId, open.map((d) => d.id), lang);
  return { warehouse_id: warehouseId, documents, line_count: documents.reduce((sum, d) => sum + d.lines.length, 0), read_at: readAt.toISOString() };
}
