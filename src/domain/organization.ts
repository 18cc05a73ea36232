/** Sub-accounts, groups, company review and servicer limits shared by the organisation screens and their routes. */
export const SUB_NAME_MAX = 20;
export const USERNAME_MIN = 3;
/** letters, digits and _ . @ - (the same rule as registration) */
export const USERNAME_RE = /^[A-Za-z0-9_.@-]+$/;
export const GROUP_NAME_MAX = 20;
export const REJECT_REASON_MAX = 200;
export const COMPANY_NAME_MAX = 50;
export const COMPANY_TEXT_MAX = 100;
export const COMPANY_MEMO_MAX = 320;
/** subscription extension in days: one day up to three years */
export const EXTEND_DAYS_MAX = 1095;
export const EXTEND_DAY_OPTIONS = [30, 90, 180, 365] as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** 1 active, 0 disabled (users.status) */
export const ACCOUNT_STATUSES = [1, 0] as const;
