/** Menu rows as a tree, and what ticking a node does to a role's grants (children and parents follow). */
import type { AdminMenu, RoleMenuGrant } from '@/domain/admin/api';

export interface AdminMenuNode extends AdminMenu {
  children: AdminMenuNode[];
}

export function menuTree(rows: readonly AdminMenu[]): AdminMenuNode[] {
  const nodes = new Map<number, AdminMenuNode>(rows.map((m) => [m.id, { ...m, children: [] }]));
  const roots: AdminMenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.pid ? nodes.get(n.pid) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  const sort = (list: AdminMenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((c) => sort(c.children));
  };
  sort(roots);
  return roots;
}

/** menu id → granted button codes */
export type Grants = Map<number, string[]>;

const descendants = (n: AdminMenuNode): AdminMenuNode[] => n.children.flatMap((c) => [c, ...descendants(c)]);

/** Ticking a node grants it and its subtree (every button); unticking removes the subtree. */
export function toggleNode(grants: Grants, node: AdminMenuNode, on: boolean, parents: ReadonlyMap<number, number>): Grants {
  const next = new Map(grants);
  for (const n of [node, ...descendants(node)]) {
    if (on) next.set(n.id, next.get(n.id) ?? [...n.codes]);
    else next.delete(n.id);
  }
  if (on) for (let p = parents.get(node.id) ?? 0; p; p = parents.get(p) ?? 0) if (!next.has(p)) next.set(p, []);
  return next;
}

export function toggleCode(grants: Grants, menuId: number, code: string, on: boolean): Grants {
  const next = new Map(grants);
  const codes = new Set(next.get(menuId) ?? []);
  if (on) codes.add(code);
  else codes.delete(code);
  next.set(menuId, [...codes]);
  return next;
}

/** 'all' when the node and its whole subtree are granted, 'some' when part of it, 'none' otherwise */
export function tickState(grants: Grants, node: AdminMenuNode): 'all' | 'some' | 'none' {
  const all = [node, ...descendants(node)];
  const n = all.filter((m) => grants.has(m.id)).length;
  return n === 0 ? 'none' : n === all.length ? 'all' : 'some';
}

export const grantsFrom = (list: readonly RoleMenuGrant[]): Grants => new Map(list.map((g) => [g.menu_id, [...g.buttons]]));
export const grantsBody = (grants: Grants): RoleMenuGrant[] => [...grants].map(([menu_id, buttons]) => ({ menu_id, buttons }));
