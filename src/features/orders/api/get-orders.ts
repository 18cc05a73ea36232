/** GET /order/waybills/list (data.list + data.total): the data table fetches it by url with a screen's filters. */
export const ORDERS_LIST_URL = '/order/waybills/list';
/** the data table's query keys start with this (refreshing after a batch action) */
export const ORDERS_TABLE_KEY = ['data-table', ORDERS_LIST_URL] as const;
