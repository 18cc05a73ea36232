/** The business-unit chooser's form: a choice is required (spec §2.4 '请选择事业部'). */
import { z } from 'zod';

/** Error messages are i18n keys, translated where they are shown. */
export const businessUnitSchema = z.object({
  group_id: z.string().min(1, 'layout.businessUnit.required'),
});

export type BusinessUnitForm = z.infer<typeof businessUnitSchema>;
