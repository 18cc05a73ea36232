/** Business constants and limits of spec §9, shared by browser and server. */

export const REQUEST_TIMEOUT_MS = 5000;
export const DOWNLOAD_TIMEOUT_MS = 360000;
export const DUPLICATE_TOAST_SUPPRESS_MS = 3000;
export const ERROR_TOAST_MS = 5000;
export const NOTIFICATION_TOAST_MS = 10000;
export const PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;
export const ROUTE_RETRY_MAX = 5;
export const ROUTE_RETRY_DELAY_MS = 1000;
export const VERSION_POLL_MS = 1_800_000;
export const VERSION_RELOAD_MS = 30_000;
/** Exports of more rows than this run in the background and end in a notification with the file (issue 8). */
export const BACKGROUND_EXPORT_ROWS = 20_000;
export const MOBILE_BREAKPOINT_PX = 1024;
export const USER_NAME_TRUNCATE = 20;
export const TAB_TITLE_TRUNCATE = 7;
export const ADDRESS_ROOT_CODE = '100000';
export const DEFAULT_PARENT_CODE = 'PC001';
export const NAME_MAX = 10;
export const DRIVER_NAME_MAX = 20;
export const MEMO_MAX = 320;
export const EDITION_BITS = [1, 2, 4, 8, 16] as const;
export const LIMITATION_STATUS = ['A_NORMAL', 'B_WARNING', 'C_DANGER'] as const;
export type LimitationStatus = (typeof LIMITATION_STATUS)[number];

/** Cookies persisted by the browser (spec §9). */
export const COOKIE_SIDEBAR = 'sidebarStatus';
export const COOKIE_LANGUAGE = 'language';
export const COOKIE_SIZE = 'size';
export type Language = 'en' | 'zh';
export const DEFAULT_LANGUAGE: Language = 'en';
export type UiSize = 'small' | 'medium' | 'large';
export const DEFAULT_SIZE: UiSize = 'medium';

/** Header names of spec §7. */
export const HEADERS = {
  xToken: 'X-Token',
  token: 'token',
  userId: 'userid',
  refreshToken: 'refresh-token',
  menuId: 'menu-id',
  client: 'X-Client',
  appCode: 'app-code',
} as const;
export const CLIENT_MARKER = 'web';
export const ANONYMOUS_USER_ID = '000';
