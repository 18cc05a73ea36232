/**
 * The advance notice form's draft (到货预报): a new notice being typed is kept in the local drafts table through
 * src/lib/drafts.ts (the same store and autosave as order and warehouse document drafts), one per signed-in user on
 * the device, restored when the form opens again and cleared once the notice is sent or queued in the outbox.
 */
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';

export const NOTICE_DRAFT_KEY = 'warehouse-notice:new';

export interface NoticeLineValues {
  product_id: string;
  product_label: string;
  quantity: string;
  package_no: string;
  memo: string;
}

export interface NoticeFormValues {
  warehouseId: string;
  expectedDate: string;
  memo: string;
  lines: NoticeLineValues[];
}

export const emptyNoticeLine = (): NoticeLineValues => ({ product_id: '', product_label: '', quantity: '1', package_no: '', memo: '' });
export const emptyNoticeForm = (): NoticeFormValues => ({ warehouseId: '', expectedDate: '', memo: '', lines: [emptyNoticeLine()] });

/** nothing typed yet: no draft is kept for it */
export function isBlankNotice(v: NoticeFormValues): boolean {
  const blankLine = (l: NoticeLineValues) => !l.product_id && !l.package_no && !l.memo && (l.quantity === '1' || !l.quantity);
  return !v.warehouseId && !v.expectedDate && !v.memo && v.lines.every(blankLine);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The stored draft, or null (none, or not a notice form's values). */
export async function readNoticeDraft(): Promise<NoticeFormValues | null> {
  const d = await readDraft<Partial<NoticeFormValues>>(NOTICE_DRAFT_KEY);
  const v = d?.value;
  if (!v || typeof v !== 'object' || !Array.isArray(v.lines)) return null;
  const lines = v.lines.map((l) => ({ product_id: text(l?.product_id), product_label: text(l?.product_label), quantity: text(l?.quantity), package_no: text(l?.package_no), memo: text(l?.memo) }));
  const values = { warehouseId: text(v.warehouseId), expectedDate: text(v.expectedDate), memo: text(v.memo), lines: lines.length ? lines : [emptyNoticeLine()] };
  return isBlankNotice(values) ? null : values;
}

/** Stores the draft at once (the form autosaves through useAutosave under the same key). */
export const writeNoticeDraft = (values: NoticeFormValues) => writeDraft(NOTICE_DRAFT_KEY, values);

export const clearNoticeDraft = () => clearDraft(NOTICE_DRAFT_KEY);
