/** What an entry route says: the variant (the last segment of …/create/{variant}), the prefix its detail route shares. */
import { CREATE_VARIANTS, type CreateVariant } from '@/domain/order-form';

export function variantOfPath(pathname: string): CreateVariant {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (CREATE_VARIANTS as readonly string[]).includes(last) ? (last as CreateVariant) : 'waybill';
}

/** '/bang/order/create/3pl' → '/bang/order'; quick entry (/saas/order-entry/…) → null (no detail route of its own) */
export function orderPrefixOf(pathname: string): string | null {
  const m = pathname.match(/^(\/(?:saas|bang|da|da-shop)\/order)\/(?:create|update|import|jdSync|jdBind)\b/);
  return m ? m[1] : null;
}

/** The detail route of the account's own order area, for screens without a prefix. */
export function defaultOrderPrefix(appCode: string | undefined): string {
  return appCode === 'DA' ? '/da/order' : appCode === 'BANG' ? '/bang/order' : '/saas/order';
}
