/** The visible entries of the menu folder that holds a screen's own (hidden) menu item: a folder's landing page. */
import type { MenuItem } from '@/domain/auth';

export function folderEntries(menu: readonly MenuItem[], ownPath: string): MenuItem[] {
  const own = menu.find((m) => m.path === ownPath);
  if (!own || !own.pid) return [];
  return menu
    .filter((m) => m.pid === own.pid && !m.is_hidden && m.path && !m.path.startsWith('#'))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}
