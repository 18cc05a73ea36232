/** Device class of the shell: desktop ≥ 1024 px (spec §9 mobile breakpoint), tablet rail, phone drawer. */
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/domain/constants';

export type Device = 'desktop' | 'tablet' | 'phone';
const PHONE_MAX_PX = 767;

const queries = {
  belowDesktop: `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`,
  phone: `(max-width: ${PHONE_MAX_PX}px)`,
};

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function currentDevice(): Device {
  if (matches(queries.phone)) return 'phone';
  if (matches(queries.belowDesktop)) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = Object.values(queries).map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop' as Device);
}
