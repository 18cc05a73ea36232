/** The response envelope of spec §7/§8: code '0' is success, anything else carries a human msg. */

export const CODE_OK = '0';

export interface ApiEnvelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export interface PagedData<T> {
  list: T[];
  total: number;
}

/** Lists that use the success/data/totalItem shape (spec §3). */
export interface LegacyPaged<T> {
  success: boolean;
  data: T[];
  totalItem: number;
}

/** Error codes the server uses in `code` besides '0'. HTTP status carries the transport meaning. */
export const ERROR_CODES = {
  badRequest: '400',
  unauthorized: '401',
  duplicate: '402',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  maintenance: '503',
  internal: '500',
} as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 10000;
