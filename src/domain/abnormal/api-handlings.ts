/**
 * The abnormal contract's handling sub-records (补件/退货/维修/退款, issue 19, api.ts): POST /abnormal/records/:id/handlings,
 * POST /abnormal/handlings/:id/actions/:action and GET /abnormal/handlings.
 */
import { z } from 'zod';
import { blankOrDecimal as toNumber, isoDateTimeField as isoDateTime, optionalBodyIdField as optionalId, requiredIdField as id, requiredNumber } from '../input-fields';
import { handlingRow } from './api';
import { cents, packageNos, photos, text } from './fields';
import { ANY_HANDLING_STATUSES, HANDLING_KINDS, REFUND_PAYEES, REPAIR_RESULTS, REPLENISH_METHODS, RETURN_DESTINATIONS } from './handling';

// ---- handling sub-records ----

export const replenishLineInput = z.object({ product_id: id, quantity: z.preprocess(toNumber, requiredNumber().int().min(1).max(100_000)), location_id: optionalId }).strict();

export const createHandlingBody = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('replenish'),
      method: z.enum(REPLENISH_METHODS),
      /** stock: the warehouse the parts leave (through an outbound when shipped) */
      warehouse_id: optionalId,
      lines: z.array(replenishLineInput).max(200).optional().default([]),
      /** purchase: the supplier and its order number */
      supplier_name: text(50),
      purchase_no: text(50),
      memo: text(320),
    })
    .strict(),
  z
    .object({
      kind: z.literal('return'),
      destination: z.enum(RETURN_DESTINATIONS),
      /** destination warehouse */
      warehouse_id: optionalId,
      carrier_resource_id: optionalId,
      tracking_no: text(50),
      package_nos: packageNos.optional().default([]),
      memo: text(320),
    })
    .strict(),
  z
    .object({
      kind: z.literal('repair'),
      /** a delivery-install provider or fitting worker of the company, or a name typed */
      repairer_resource_id: optionalId,
      repairer_name: text(50),
      scheduled_at: isoDateTime.optional(),
      memo: text(320),
    })
    .strict(),
  z
    .object({
      kind: z.literal('refund'),
      amount_cents: cents,
      payee_type: z.enum(REFUND_PAYEES),
      payee_name: z.string().trim().min(1, 'required').max(50),
      memo: text(320),
    })
    .strict(),
]);
export type CreateHandlingBody = z.input<typeof createHandlingBody>;

export const handlingActionBody = z
  .object({
    reason: text(200),
    /** return send: the carrier's tracking number (may also be set at creation) */
    tracking_no: z.string().trim().max(50).optional(),
    /** repair schedule */
    scheduled_at: isoDateTime.optional(),
    /** repair complete */
    result: z.enum(REPAIR_RESULTS).optional(),
    photos: photos.optional(),
    /** refund pay: the payment reference */
    payment_ref: text(50),
    memo: text(320),
    occurred_at: isoDateTime.optional(),
  })
  .strict();
export type HandlingActionBody = z.input<typeof handlingActionBody>;

export const handlingListQuery = z.object({
  kind: z.enum(HANDLING_KINDS).optional(),
  status: z.enum(ANY_HANDLING_STATUSES).optional(),
  /** '1': not finished nor cancelled */
  open: z.enum(['0', '1']).optional(),
  keyword: z.string().trim().max(50).optional(),
  page: z.preprocess(toNumber, z.number().int().min(1).max(100_000).optional().default(1)),
  per_page: z.preprocess(toNumber, z.number().int().min(1).max(500).optional().default(20)),
});

export const handlingList = z.object({ list: z.array(handlingRow), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
