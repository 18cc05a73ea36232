/** Display truncations of the layout shell (spec §2.4): user name at 20 chars, tab title at 7. */
import { TAB_TITLE_TRUNCATE, USER_NAME_TRUNCATE } from '@/domain/constants';

/** Cuts by code point (so a Chinese name or an emoji is never split) and appends an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export const truncateUserName = (name: string) => truncate(name, USER_NAME_TRUNCATE);
export const truncateTabTitle = (title: string) => truncate(title, TAB_TITLE_TRUNCATE);
