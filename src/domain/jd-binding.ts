/** JD mall binding (spec §5 shared validators): the merchant shop IDs a company syncs orders from. */
import { z } from 'zod';
import { isCommaSeparatedIds } from './validators';

export const JD_BINDING_KEY = 'jd_binding';

export const jdBindingSchema = z
  .object({
    /** comma-separated digit IDs, normalised to 'id1,id2' */
    shop_ids: z
      .string()
      .trim()
      .refine((v) => v === '' || isCommaSeparatedIds(v), 'jdShopIdsInvalid')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).join(',')),
    enabled: z.boolean(),
    memo: z.string().trim().max(320).optional(),
  })
  .strict();
export type JdBinding = z.infer<typeof jdBindingSchema>;

export const JD_BINDING_DEFAULT: JdBinding = { shop_ids: '', enabled: false, memo: '' };

/** The sync integration's state: no JD open-platform client is configured on this deployment. */
export interface JdSyncStatus {
  connected: boolean;
  /** why not (a stable code the screen words) */
  reason: 'NO_CREDENTIALS' | 'NOT_BOUND' | null;
}
