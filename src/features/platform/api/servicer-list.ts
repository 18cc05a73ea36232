/** GET /platform/servicer/list {page, per_page, name, status}: servicer companies the data table pages through. */
export const SERVICER_LIST_URL = '/platform/servicer/list';
export const servicerListKey = ['data-table', SERVICER_LIST_URL] as const;
