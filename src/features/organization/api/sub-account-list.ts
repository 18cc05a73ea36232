/** GET /user/sub_user/list {page, per_page, name, phone, status}: the management list the data table pages through. */
export const SUB_ACCOUNT_LIST_URL = '/user/sub_user/list';
export const subAccountListKey = ['data-table', SUB_ACCOUNT_LIST_URL] as const;
