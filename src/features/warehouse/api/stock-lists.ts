/** The stock lists the data table reads (server mode, filters in the URL): balances (库存) and moves (仓储日志). */

/** GET /warehouse/balances ?warehouse_id&location_id&product_id&owner_id&package_no&keyword&only_available&page&per_page (balanceRow) */
export const BALANCES_URL = '/warehouse/balances';

/** GET /warehouse/moves ?warehouse_id&location_id&product_id&owner_id&package_no&doc_no&doc_kind&from_date&to_date&page&per_page (moveRow) */
export const MOVES_URL = '/warehouse/moves';
