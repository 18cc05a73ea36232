/** The company's abnormal types (config items of category ABNORMAL_TYPE, which the abnormal-type picker lists). */
import { z } from 'zod';
import { codeField, intInRange, nameField } from './fields';

export const ABNORMAL_CATEGORY = 'ABNORMAL_TYPE';

export const abnormalTypeBody = z.object({
  code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), codeField),
  name: nameField,
  sort: intInRange(0, 9999).optional().default(0),
});
export type AbnormalTypeBody = z.infer<typeof abnormalTypeBody>;
