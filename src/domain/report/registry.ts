/**
 * The report viewer's registry (/ss-fhb/report/index/:id): the id names a report; the viewer renders that report's
 * screen with the filters of its URL. An id not listed here is an unknown report.
 */
export const REPORT_IDS = ['receivable', 'shopCost', 'feedback', 'orderDaily'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export interface ReportDef {
  id: ReportId;
  /** the report's own page in the report center */
  path: string;
  /** its API endpoint */
  url: string;
}

export const REPORTS: Record<ReportId, ReportDef> = {
  receivable: { id: 'receivable', path: '/saas/report/receivable/index', url: '/report/receivables' },
  shopCost: { id: 'shopCost', path: '/saas/report/shopCost/index', url: '/report/shop-cost' },
  feedback: { id: 'feedback', path: '/saas/report/feedback/index', url: '/report/feedback' },
  orderDaily: { id: 'orderDaily', path: '/saas/report/orderDaily/index', url: '/report/order-daily' },
};

export function reportById(id: string): ReportDef | null {
  return (REPORT_IDS as readonly string[]).includes(id) ? REPORTS[id as ReportId] : null;
}
