import type { CategoryNode } from '@vitrina/contracts/catalog';
import type { Product } from '@vitrina/contracts/products';
import { withDescendants } from './category-tree';

/**
 * The products linked to any selected category or to a category under one, as the server's
 * `catalog/category/products` answers; all products while nothing is selected.
 */
export function filterProducts(
  products: readonly Product[],
  tree: readonly CategoryNode[],
  selected: ReadonlySet<number>,
): readonly Product[] {
  if (selected.size === 0) return products;
  const matching = withDescendants(tree, selected);
  return products.filter((product) =>
    product.categories.some((category) => matching.has(category.id)),
  );
}
