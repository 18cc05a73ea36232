/** The menu screens' search params (kept out of the lazily loaded screens: the route registry reads them up front). */
import { APP_CODES } from '@/domain/variants';

const appOf = (v: unknown) => (typeof v === 'string' && (APP_CODES as readonly string[]).includes(v) ? v : undefined);

/** /saas/system/menu/index?app= the app code shown (BANG when absent) */
export function validateMenuIndexSearch(s: Record<string, unknown>): { app?: string } {
  const app = appOf(s.app);
  return app ? { app } : {};
}

/** /saas/system/menu/add?app=&pid= the app code and parent folder, from the list it was opened from */
export function validateMenuAddSearch(s: Record<string, unknown>): { app?: string; pid?: number } {
  const app = appOf(s.app);
  const pid = Number(s.pid);
  return { ...(app ? { app } : {}), ...(Number.isInteger(pid) && pid > 0 ? { pid } : {}) };
}
