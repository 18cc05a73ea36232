/** Sidebar helpers: the active chain of a path in the menu and the one-open-submenu rule (spec §2.4). */
import { pathMatches } from '@/domain/route-catalog';
import type { MenuItem, MenuNode } from '@/domain/auth';

/** Group entries carry a placeholder path (`#key`) or none: they only open a submenu. */
export function isNavigable(path: string | undefined | null): path is string {
  return !!path && path.startsWith('/');
}

/**
 * Ids from the root to the menu entry of the path, keeping visible entries only (a hidden detail page
 * highlights its nearest visible ancestor). Empty when the path is not in the menu.
 */
export function activeChain(items: MenuItem[], pathname: string): number[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const byId = new Map(items.map((m) => [m.id, m]));
  const hit =
    items.find((m) => isNavigable(m.path) && m.path === clean) ??
    items.find((m) => isNavigable(m.path) && pathMatches(m.path, clean));
  if (!hit) return [];
  const chain: MenuItem[] = [];
  const seen = new Set<number>();
  for (let cur: MenuItem | undefined = hit; cur && !seen.has(cur.id); cur = cur.pid ? byId.get(cur.pid) : undefined) {
    seen.add(cur.id);
    chain.unshift(cur);
  }
  // a hidden entry (or a child of one) is not in the tree: cut the chain at the first hidden one
  const firstHidden = chain.findIndex((m) => m.is_hidden);
  return (firstHidden === -1 ? chain : chain.slice(0, firstHidden)).map((m) => m.id);
}

/** One open submenu per level: opening a node at `depth` closes its siblings' subtrees. */
export function toggleOpen(open: number[], id: number, depth: number): number[] {
  if (open[depth] === id) return open.slice(0, depth);
  return [...open.slice(0, depth), id];
}

/** First navigable leaf under a node (quick links and the collapsed sidebar use it). */
export function firstLeaf(node: MenuNode): MenuNode | undefined {
  if (node.children.length === 0) return isNavigable(node.path) ? node : undefined;
  for (const child of node.children) {
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}
