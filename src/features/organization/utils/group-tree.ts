/** Department trees as the tree select wants them, and helpers of the tree editor. */
import type { TreeNode } from '@/components/ui/tree-select/tree';

export interface NamedNode {
  id: number;
  name: string;
  children: NamedNode[];
}

export function toTreeNodes(nodes: readonly NamedNode[]): TreeNode[] {
  return nodes.map((n) => ({ value: String(n.id), label: n.name, ...(n.children.length ? { children: toTreeNodes(n.children) } : {}) }));
}

/** ids of every node that has children (the editor opens them all at first) */
export function parentIds(nodes: readonly NamedNode[]): number[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}

export function countNodes(nodes: readonly NamedNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);
}

/** the node with this id and its parent (null at the top level), or null when the tree has no such node */
export function findGroup<N extends NamedNode>(nodes: readonly N[], id: number, parent: N | null = null): { node: N; parent: N | null } | null {
  for (const n of nodes) {
    if (n.id === id) return { node: n, parent };
    const inner = findGroup(n.children as N[], id, n);
    if (inner) return inner;
  }
  return null;
}
