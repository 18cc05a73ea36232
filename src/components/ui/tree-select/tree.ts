/** Pure tree helpers of the tree select: label filter that keeps ancestors, visible rows, labels by value. */

export interface TreeNode {
  value: string;
  label: string;
  children?: TreeNode[];
}

export interface FilteredTree {
  nodes: TreeNode[];
  /** ancestors of every match: opened so the matches show */
  expanded: Set<string>;
  matches: number;
}

/**
 * Nodes whose label contains the query (case-insensitive), with all their ancestors; a matching node keeps
 * its whole subtree. An empty query returns the tree untouched.
 */
export function filterTree(nodes: TreeNode[], query: string): FilteredTree {
  const q = query.trim().toLowerCase();
  const expanded = new Set<string>();
  if (!q) return { nodes, expanded, matches: 0 };
  let matches = 0;
  const walk = (list: TreeNode[]): TreeNode[] => {
    const out: TreeNode[] = [];
    for (const node of list) {
      if (node.label.toLowerCase().includes(q)) {
        matches++;
        out.push(node);
        continue;
      }
      const kids = node.children ? walk(node.children) : [];
      if (kids.length) {
        expanded.add(node.value);
        out.push({ ...node, children: kids });
      }
    }
    return out;
  };
  return { nodes: walk(nodes), expanded, matches };
}

export interface TreeRow {
  node: TreeNode;
  depth: number;
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
}

/** Rows currently on screen: roots, and children of expanded nodes, depth first. */
export function visibleRows(nodes: TreeNode[], expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: TreeNode[], depth: number, parent: string | null) => {
    for (const node of list) {
      const hasChildren = !!node.children?.length;
      const open = hasChildren && expanded.has(node.value);
      rows.push({ node, depth, parent, hasChildren, expanded: open });
      if (open) walk(node.children!, depth + 1, node.value);
    }
  };
  walk(nodes, 0, null);
  return rows;
}

/** value → label over the whole tree. */
export function labelIndex(nodes: TreeNode[]): Map<string, string> {
  const index = new Map<string, string>();
  const walk = (list: TreeNode[]) => {
    for (const n of list) {
      index.set(n.value, n.label);
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return index;
}

/** Labels from the root down to the node with this value (e.g. 广东省 / 深圳市 / 南山区), or []. */
export function pathTo(nodes: TreeNode[], value: string): string[] {
  for (const n of nodes) {
    if (n.value === value) return [n.label];
    if (n.children) {
      const sub = pathTo(n.children, value);
      if (sub.length) return [n.label, ...sub];
    }
  }
  return [];
}

/** Values of the ancestors of the node with this value, root first, or [] (also for roots and unknown values). */
export function ancestorsOf(nodes: TreeNode[], value: string): string[] {
  for (const n of nodes) {
    if (n.value === value) return [];
    if (n.children) {
      const sub = ancestorsOf(n.children, value);
      if (sub.length || n.children.some((c) => c.value === value)) return [n.value, ...sub];
    }
  }
  return [];
}
