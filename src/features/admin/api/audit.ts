/** GET /system/audit/list: the company's audit entries (the data table reads it page by page). */
export const AUDIT_LIST_URL = '/system/audit/list';
