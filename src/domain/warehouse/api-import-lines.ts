/** The warehouse contract's Excel import of a document's lines (issue 17, api.ts): POST /warehouse/import-lines. */
import { z } from 'zod';
import { requiredIdField as id } from '../input-fields';

/**
 * Lines from a spreadsheet (Excel import of a document's lines): rows by codes as people type them, resolved against
 * the company's products and the warehouse's locations. POST /warehouse/import-lines answers the lines the create
 * form takes and, per row that cannot be used, its row number and why; nothing is created.
 */
export const IMPORT_LINE_COLUMNS = { product_code: ['产品编码', 'product_code', '产品编号'], package_no: ['包件号', 'package_no', '箱号'], quantity: ['数量', 'quantity'], location_code: ['库位', '库位编码', 'location_code'] } as const;
export const importLinesBody = z
  .object({
    warehouse_id: id,
    rows: z
      .array(
        z
          .object({
            /** the spreadsheet's row number, for the messages */
            row: z.number().int().min(1).max(100_000),
            product_code: z.string().trim().max(64),
            package_no: z.string().trim().max(40).optional().default(''),
            quantity: z.union([z.number(), z.string().trim().max(20)]),
            location_code: z.string().trim().max(64).optional().default(''),
          })
          .strict(),
      )
      .min(1, 'whLinesRequired')
      .max(2000, 'whTooManyLines'),
  })
  .strict();
export type ImportLinesBody = z.input<typeof importLinesBody>;

export const importLinesAnswer = z.object({
  lines: z.array(z.object({ row: z.number().int(), product_id: z.number().int(), product_code: z.string(), product_name: z.string(), package_no: z.string(), quantity: z.number().int(), location_id: z.number().int().nullable(), location_code: z.string() })),
  errors: z.array(z.object({ row: z.number().int(), msg: z.string() })),
});
export type ImportLinesAnswer = z.infer<typeof importLinesAnswer>;
