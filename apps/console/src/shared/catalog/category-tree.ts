import type { CategoryNode } from '@vitrina/contracts/catalog';

export interface FlatCategory {
  node: CategoryNode;
  /** 0 at the top level. */
  depth: number;
}

/** Every category of a tree in display order, each with its depth. */
export function flattenTree(nodes: readonly CategoryNode[], depth = 0): FlatCategory[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of the given categories and of all categories under them. */
export function withDescendants(
  nodes: readonly CategoryNode[],
  ids: ReadonlySet<number>,
): Set<number> {
  const found = new Set<number>();
  const visit = (node: CategoryNode, inside: boolean) => {
    const included = inside || ids.has(node.id);
    if (included) found.add(node.id);
    node.children.forEach((child) => visit(child, included));
  };
  nodes.forEach((node) => visit(node, false));
  return found;
}

/** The ids of a category and of its whole subtree. */
export function subtreeIds(node: CategoryNode): Set<number> {
  return withDescendants([node], new Set([node.id]));
}
