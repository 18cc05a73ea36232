/** UI size (spec §9 cookie `size`: small/medium/large, default medium), applied as the root font size. */
import { useSyncExternalStore } from 'react';
import { COOKIE_SIZE, DEFAULT_SIZE, type UiSize } from '@/domain/constants';
import { getCookie, setCookie } from './cookies';

export const UI_SIZES: UiSize[] = ['small', 'medium', 'large'];
const ROOT_FONT_PX: Record<UiSize, number> = { small: 14, medium: 16, large: 18 };

function read(): UiSize {
  const v = getCookie(COOKIE_SIZE);
  return v === 'small' || v === 'large' || v === 'medium' ? v : DEFAULT_SIZE;
}

let current: UiSize = read();
const listeners = new Set<() => void>();

/** Sets the root font size so every rem-based Chakra token scales together. */
export function applyUiSize(size: UiSize = current): void {
  if (typeof document === 'undefined') return;
  document.documentElement.style.fontSize = `${ROOT_FONT_PX[size]}px`;
  document.documentElement.dataset.uiSize = size;
}

export function getUiSize(): UiSize {
  return current;
}

export function setUiSize(size: UiSize): void {
  current = size;
  setCookie(COOKIE_SIZE, size);
  applyUiSize(size);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUiSize(): UiSize {
  return useSyncExternalStore(subscribe, getUiSize, getUiSize);
}
