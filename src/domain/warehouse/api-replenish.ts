/** The warehouse contract's replenishment rules and suggestions (补货, issue 17, api.ts). */
import { z } from 'zod';
import { requiredIdField as id } from '../input-fields';
import { countValue, ownerId, quantity } from './fields';

/**
 * Replenishment (补货) suggestions: a pick location's min/max per product and owner. When the loose stock there is
 * below min, the suggestion moves up to max from the warehouse's other locations holding it (most available first).
 * GET/POST /warehouse/replenish-rules, DELETE /warehouse/replenish-rules/:id, GET /warehouse/replenish-suggestions.
 */
export const replenishRuleBody = z
  .object({
    warehouse_id: id,
    location_id: id,
    product_id: id,
    owner_id: ownerId,
    min_qty: countValue,
    max_qty: quantity,
  })
  .strict()
  .refine((b) => typeof b.min_qty !== 'number' || typeof b.max_qty !== 'number' || b.max_qty > b.min_qty, { message: 'whMaxOverMin', path: ['max_qty'] });
export type ReplenishRuleBody = z.input<typeof replenishRuleBody>;

export const replenishRuleRow = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  location_id: z.number().int(),
  location_code: z.string(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  /** loose stock at the location now */
  on_hand: z.number().int(),
});
export type ReplenishRuleRow = z.infer<typeof replenishRuleRow>;

export const replenishSuggestion = z.object({
  rule_id: z.number().int(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  /** where it comes from */
  location_id: z.number().int(),
  location_code: z.string(),
  /** the pick location */
  to_location_id: z.number().int(),
  to_location_code: z.string(),
  quantity: z.number().int(),
  /** the pick location's figures when suggested */
  on_hand: z.number().int(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
});
export type ReplenishSuggestion = z.infer<typeof replenishSuggestion>;
