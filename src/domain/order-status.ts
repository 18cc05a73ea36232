/**
 * Order lifecycle statuses. The spec names them only through its screens; the transitions between them are
 * the table in order-lifecycle.ts.
 */
export const ORDER_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'TO_RECEIVE',
  'RECEIVED',
  'IN_WAREHOUSE',
  'OUT_WAREHOUSE',
  'IN_TRANSIT',
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

/** Statuses of an order whose goods are on their way (abnormal and intercept may hold them). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  'TO_RECEIVE',
  'RECEIVED',
  'IN_WAREHOUSE',
  'OUT_WAREHOUSE',
  'IN_TRANSIT',
  'TO_ASSIGN',
  'TO_APPOINT',
  'TO_SIGN',
  'TO_REVISIT',
];

/** Statuses before the goods leave the servicer's warehouse (spec §4: not-out-of-storage rows are green). */
export const NOT_OUT_STATUSES: readonly OrderStatus[] = ['DRAFT', 'PENDING_REVIEW', 'TO_RECEIVE', 'RECEIVED', 'IN_WAREHOUSE'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, { zh: string; en: string }> = {
  DRAFT: { zh: '草稿', en: 'Draft' },
  PENDING_REVIEW: { zh: '待审核', en: 'Pending review' },
  TO_RECEIVE: { zh: '待收货', en: 'To receive' },
  RECEIVED: { zh: '已收货', en: 'Received' },
  IN_WAREHOUSE: { zh: '在库', en: 'In warehouse' },
  OUT_WAREHOUSE: { zh: '已出库', en: 'Out of warehouse' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit' },
  TO_ASSIGN: { zh: '待分配', en: 'To assign' },
  TO_APPOINT: { zh: '待预约', en: 'To appoint' },
  TO_SIGN: { zh: '待签收', en: 'To sign' },
  TO_REVISIT: { zh: '待回访', en: 'To revisit' },
  ABNORMAL: { zh: '异常', en: 'Abnormal' },
  ARCHIVED: { zh: '已归档', en: 'Archived' },
  INTERCEPTED: { zh: '已拦截', en: 'Intercepted' },
  RECYCLED: { zh: '回收站', en: 'Recycle bin' },
};
