/** The warehouse contract's product replace (产品替换, issue 17, api.ts): POST /warehouse/product-replace. */
import { z } from 'zod';
import { isoDateTimeField as isoDateTime, requiredIdField as id } from '../input-fields';
import { quantity } from './fields';

/**
 * Product replace (产品替换): an order's wrong or damaged product swapped for another from stock. Stock is counted
 * in pieces (件): a carton is one piece, and a product of N cartons takes N pieces. The order's cartons of the old
 * product that are in the warehouse leave to LOSS (damaged) or back to the merchant (SUPPLIER, a wrong item); the
 * new product's pieces are taken from `location_id` (loose stock of the order's owner) and become new cartons of the
 * order (numbered after its last carton) at the old cartons' location, or at `location_id` when none was in stock.
 * POST /warehouse/product-replace → the order's new product lines and what moved.
 */
export const PRODUCT_REPLACE_DISPOSITIONS = ['LOSS', 'SUPPLIER'] as const;
export const productReplaceBody = z
  .object({
    order_id: id,
    from_product_id: id,
    to_product_id: id,
    /** units of the order's product line replaced */
    quantity,
    /** where the replacement is taken from */
    location_id: id,
    disposition: z.enum(PRODUCT_REPLACE_DISPOSITIONS).optional().default('LOSS'),
    reason: z.string().trim().min(1, 'whReasonRequired').max(200),
    occurred_at: isoDateTime.optional(),
  })
  .strict()
  .refine((b) => b.from_product_id !== b.to_product_id, { message: 'whReplaceSameProduct', path: ['to_product_id'] });
export type ProductReplaceBody = z.input<typeof productReplaceBody>;

export const productReplaceAnswer = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  doc_no: z.string(),
  products: z.array(z.object({ product_id: z.number().int(), code: z.string(), name: z.string(), quantity: z.number().int(), package: z.number().int() })),
  /** the order's cartons of the old product taken out of stock */
  removed_cartons: z.array(z.string()),
  /** the new cartons made from the replacement */
  added_cartons: z.array(z.string()),
});
export type ProductReplaceAnswer = z.infer<typeof productReplaceAnswer>;
