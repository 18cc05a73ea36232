/** Desktop sidebar opened/collapsed, persisted in the `sidebarStatus` cookie ('1' opened, '0' closed). */
import { useCallback, useSyncExternalStore } from 'react';
import { COOKIE_SIDEBAR } from '@/domain/constants';
import { getCookie, setCookie } from '@/lib/cookies';

const listeners = new Set<() => void>();

export function readSidebarOpened(): boolean {
  return getCookie(COOKIE_SIDEBAR) !== '0';
}

export function writeSidebarOpened(opened: boolean): void {
  setCookie(COOKIE_SIDEBAR, opened ? '1' : '0');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSidebarOpened(): [boolean, () => void] {
  const opened = useSyncExternalStore(subscribe, readSidebarOpened, () => true);
  const toggle = useCallback(() => writeSidebarOpened(!readSidebarOpened()), []);
  return [opened, toggle];
}
