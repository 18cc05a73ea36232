/** The menu id of the open screen (spec §6): the router stores it, the api client sends it as `menu-id`. */

const KEY = 'menu-id';

export function getMenuId(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setMenuId(id: number | string | null | undefined): void {
  try {
    if (id === null || id === undefined || id === '') sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(id));
  } catch {
    /* sessionStorage unavailable */
  }
}
