/** Session expiry (spec §4 Session): one warning, the tokens cleared, back to /login?redirect=current. */
import { ERROR_TOAST_MS } from '@/domain/constants';
import { translate } from '../i18n';
import { toast } from '../toaster';
import { clearSession } from './token-store';

type ExpiredHandler = (redirect: string) => void;

let onSessionExpired: ExpiredHandler = (redirect) => {
  window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
};
let expiring = false;

/** The app installs a router-aware handler; the default reloads onto /login. */
export function setSessionExpiredHandler(handler: ExpiredHandler): void {
  onSessionExpired = handler;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Spec §4 Session: 登录已过期 / 请重新登录, token cleared, back to /login?redirect=current. Runs once per expiry. */
export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  toast.warning(translate('common.errors.sessionExpiredTitle'), {
    id: 'session-expired',
    description: translate('common.errors.sessionExpiredBody'),
    duration: ERROR_TOAST_MS,
  });
  clearSession();
  const path = currentPath();
  try {
    onSessionExpired(path.startsWith('/login') ? '/' : path);
  } finally {
    setTimeout(() => {
      expiring = false;
    }, 0);
  }
}
