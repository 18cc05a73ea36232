/**
 * Inline add / edit rules of the extendable select (spec §5): empty text gives '请输入要新增的内容！'; at most
 * 10 characters on add (50 for products), 20 on edit (120 for products).
 */
export type ExtendMode = 'add' | 'edit';

export const EXTEND_LIMITS = {
  add: { normal: 10, product: 50 },
  edit: { normal: 20, product: 120 },
} as const;

export const extendLimit = (mode: ExtendMode, product: boolean): number => EXTEND_LIMITS[mode][product ? 'product' : 'normal'];

export type ExtendError = { key: 'extendableSelect.empty' } | { key: 'extendableSelect.tooLong'; max: number };

/** The problem with an inline-added or edited text, or null when it is fine. */
export function extendError(text: string, mode: ExtendMode, product = false): ExtendError | null {
  const value = text.trim();
  if (value === '') return { key: 'extendableSelect.empty' };
  const max = extendLimit(mode, product);
  if (value.length > max) return { key: 'extendableSelect.tooLong', max };
  return null;
}
