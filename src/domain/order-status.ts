/**
 * Order lifecycle statuses (the spec names them only as screens). Issue 5 designs the transition table;
 * this list is what the seed data and the dashboard counts use meanwhile.
 */
export const ORDER_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'TO_RECEIVE',
  'IN_WAREHOUSE',
  'OUT_WAREHOUSE',
  'TO_ASSIGN',
  'TO_APPOINT',
  'TO_SIGN',
  'TO_REVISIT',
  'ABNORMAL',
  'ARCHIVED',
  'INTERCEPTED',
  'RECYCLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
