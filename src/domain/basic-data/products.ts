/** Product types (two-level categories under the virtual root PC001) and products of the Basic data screens. */
import { z } from 'zod';
import { codeField, intInRange, nameField, optionalText } from './fields';

/** the virtual root the product picker's cascade starts from (spec §9 default parent code) */
export const ROOT_CATEGORY_CODE = 'PC001';
export const MAX_CATEGORY_LEVEL = 2;

export const productCategoryBody = z.object({
  code: codeField,
  name: nameField,
  /** PC001 (or empty) = a level-1 type; else a level-1 type's code */
  parent_code: z.preprocess((v) => (v === '' || v === null || v === undefined ? ROOT_CATEGORY_CODE : v), z.string().trim().max(20, 'bdChooseOption')),
  sort: intInRange(0, 9999).optional().default(0),
});
export type ProductCategoryBody = z.infer<typeof productCategoryBody>;

export const productBody = z.object({
  name: z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, 'productNameRequired').max(50, 'tooLongName50'),
  ),
  /** a product type code (level 2, or a level-1 type without children) */
  category_code: z.preprocess((v) => v ?? '', z.string().trim().min(1, 'productTypeRequired').max(20, 'productTypeRequired')),
  pno: optionalText(100),
  package: intInRange(1, 9999),
});
export type ProductBody = z.infer<typeof productBody>;
