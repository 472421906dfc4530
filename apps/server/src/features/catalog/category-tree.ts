import type { CategoryNode } from '@vitrina/contracts/catalog';
import type { Category } from '../../db/schema';

export function toCategoryNode(category: Category): CategoryNode {
  return {
    id: category.id,
    title: category.title,
    parent_id: category.parentId,
    collection_id: category.collectionId,
    children: [],
  };
}

/** The nested tree of a collection's categories, built in one pass over its flat rows. */
export function buildCategoryTree(rows: Category[]): CategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toCategoryNode(row)]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function findCategoryNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategoryNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
