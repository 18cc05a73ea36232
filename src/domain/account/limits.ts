/** Account limits that depend on the company's subscription edition (shared by the server's checks and the screens). */

/** Sub-accounts a company may hold per subscription version; versions not listed get DEFAULT_SUB_ACCOUNT_LIMIT. */
export const SUB_ACCOUNT_LIMITS: Readonly<Record<string, number>> = {
  TRIAL: 5,
  BASIC: 10,
  DRIVER: 2,
  STANDARD: 50,
  PLATFORM: 200,
};
export const DEFAULT_SUB_ACCOUNT_LIMIT = 20;

export function subAccountLimit(subscribeVersion: string): number {
  return SUB_ACCOUNT_LIMITS[subscribeVersion] ?? DEFAULT_SUB_ACCOUNT_LIMIT;
}

export interface SubLimitInfo {
  limit: number;
  used: number;
  can_add: boolean;
}

export function subLimitInfo(subscribeVersion: string, used: number): SubLimitInfo {
  const limit = subAccountLimit(subscribeVersion);
  return { limit, used, can_add: used < limit };
}
