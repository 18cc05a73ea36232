/**
 * A merchant's advance notice (到货预报, ASN; issue 17): the consignor tells its servicer's warehouse what will
 * arrive. A notice is an inbound document of the servicer's company (source 'notice', owner = the merchant's
 * consignor resource, no receiving location until the warehouse confirms it), so the servicer sees it in 入库单 and
 * confirms, receives and puts it away as any inbound; the merchant follows its status and the received and damaged
 * figures. The merchant edits or cancels it only while it is a draft.
 *
 *   GET  /warehouse/notices              ?status&page&per_page   the merchant's own notices, newest first
 *   GET  /warehouse/notices/warehouses   the servicer's active warehouses a notice may name
 *   GET  /warehouse/notices/:id          one notice with its lines
 *   POST /warehouse/notices              create                  (Idempotency-Key)
 *   PUT  /warehouse/notices/:id          edit while a draft      (Idempotency-Key)
 *   POST /warehouse/notices/:id/cancel   cancel while a draft    (Idempotency-Key)
 * Consignor accounts only; any id that is not this merchant's notice (another merchant's, another company's, a
 * document the servicer typed) is a 404.
 */
import { z } from 'zod';
import { createDocumentBody, documentLineInput } from './api';

export const NOTICE_STATUSES = ['draft', 'confirmed', 'received', 'put_away', 'cancelled'] as const;

export const noticeLineInput = documentLineInput.pick({ product_id: true, package_no: true, quantity: true, memo: true }).strict();
export type NoticeLineInput = z.input<typeof noticeLineInput>;

const dayText = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'whDateInvalid')
  // a real calendar day (2026-02-30 is not one: the database would refuse it)
  .refine((v) => {
    if (!v) return true;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'whDateInvalid');

export const noticeBody = z
  .object({
    warehouse_id: createDocumentBody.shape.warehouse_id,
    /** the day the goods should arrive (China date), optional */
    expected_date: dayText.optional().default(''),
    memo: z.string().trim().max(320).optional().default(''),
    lines: z.array(noticeLineInput).min(1, 'whLinesRequired').max(500, 'whTooManyLines'),
  })
  .strict();
export type NoticeBody = z.input<typeof noticeBody>;

export const noticeCancelBody = z.object({ reason: z.string().trim().min(1, 'whReasonRequired').max(200) }).strict();

export const noticeSummary = z.object({
  id: z.number().int(),
  doc_no: z.string(),
  status: z.string(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  expected_date: z.string(),
  memo: z.string(),
  line_count: z.number().int(),
  /** pieces announced */
  total_quantity: z.number().int(),
  /** pieces the warehouse received (0 until received) */
  received_quantity: z.number().int(),
  damaged_quantity: z.number().int(),
  /** the merchant may still edit or cancel it */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const noticeLine = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  package_no: z.string(),
  expected: z.number().int(),
  /** received and damaged, once the warehouse received the notice (null before) */
  received: z.number().int().nullable(),
  damaged: z.number().int().nullable(),
  /** received − expected once received */
  difference: z.number().int().nullable(),
  memo: z.string(),
});
export type NoticeLine = z.infer<typeof noticeLine>;

export const noticeDetail = noticeSummary.extend({
  lines: z.array(noticeLine),
  /** the status changes, oldest first (who at the warehouse did it is not the merchant's concern) */
  events: z.array(z.object({ action: z.string(), to_status: z.string(), occurred_at: z.string(), reason: z.string() })),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const noticeWarehouse = z.object({ id: z.number().int(), name: z.string() });
export type NoticeWarehouse = z.infer<typeof noticeWarehouse>;

/** a notice's figures mean something once the warehouse received it */
export const noticeReceived = (status: string) => status === 'received' || status === 'put_away';
