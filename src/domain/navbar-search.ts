/** Navbar search (spec §2.4): order numbers start with 2, phone-like text is a phone, else a contact. */

export type NavbarSearchKey = 'nos' | 'end_tel' | 'union_end_contact';

const ORDER_NO = /^2\d+$/;
const PHONE_LIKE = /^(?:\+?86)?1[3-9]\d{9}$|^0\d{2,3}-?\d{7,8}$|^\d{7,8}$/;

export function classifyNavbarSearch(raw: string): { key: NavbarSearchKey; value: string } | null {
  const value = raw.trim();
  if (!value) return null;
  if (ORDER_NO.test(value)) return { key: 'nos', value };
  if (PHONE_LIKE.test(value)) return { key: 'end_tel', value };
  return { key: 'union_end_contact', value };
}

export const WAYBILL_ALL_PATH = '/saas/waybill/all/index';
