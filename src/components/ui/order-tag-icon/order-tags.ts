/** Order-tag codes of spec §2.5 with their icon letter and colour: TICKET and ABNORMAL danger, the rest warning. */

export const ORDER_TAG_CODES = [
  'SECOND_DOOR',
  'RETURN',
  'REPLENISH',
  'REISSUE',
  'REPAIR',
  'DIVIDE',
  'COMPLETE_SET',
  'PAY_NOW',
  'TICKET',
  'SUB_ORDER',
  'ABNORMAL',
  'REFUND',
] as const;
export type OrderTagCode = (typeof ORDER_TAG_CODES)[number];

export type OrderTagTone = 'danger' | 'warning';

const DANGER: readonly OrderTagCode[] = ['TICKET', 'ABNORMAL'];

export const isOrderTagCode = (v: unknown): v is OrderTagCode => (ORDER_TAG_CODES as readonly unknown[]).includes(v);

export const orderTagTone = (code: OrderTagCode): OrderTagTone => (DANGER.includes(code) ? 'danger' : 'warning');

/** Chakra colour palettes for the two tones. */
export const TONE_PALETTE: Record<OrderTagTone, 'red' | 'orange'> = { danger: 'red', warning: 'orange' };

/** One Chinese character per tag, the way the tags read in the waybill lists. */
export const ORDER_TAG_GLYPH: Record<OrderTagCode, string> = {
  SECOND_DOOR: '二',
  RETURN: '退',
  REPLENISH: '补',
  REISSUE: '发',
  REPAIR: '修',
  DIVIDE: '拆',
  COMPLETE_SET: '齐',
  PAY_NOW: '现',
  TICKET: '工',
  SUB_ORDER: '子',
  ABNORMAL: '异',
  REFUND: '款',
};
