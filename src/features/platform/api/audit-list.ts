/** GET /platform/audit/list {page, per_page, status, name}: the review queue the data table pages through. */
export const AUDIT_LIST_URL = '/platform/audit/list';
export const auditListKey = ['data-table', AUDIT_LIST_URL] as const;
