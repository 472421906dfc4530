import { mainValueLines } from '@vitrina/contracts/characteristic-lines';
import type {
  StorefrontCard,
  StorefrontShowcase,
  StorefrontTag,
} from '@vitrina/contracts/storefront';
import { widgetStyleOf } from '@vitrina/contracts/widget-style';
import type { ProductsService } from '../products/products.service';
import type { NodeTitles, PublishedWidget } from './storefront.repository';

type CardRow = Awaited<ReturnType<ProductsService['cardsOnSale']>>[number];

/** A chosen node as the showcase knows it: its tag, and whether a card falls under it. */
interface Node {
  tag: StorefrontTag;
  holds: (card: CardRow) => boolean;
}

/** The nodes of the published content that still exist and are the owner's, by node key. */
export function nodesByKey(titles: NodeTitles): Map<string, Node> {
  const nodes = new Map<string, Node>();
  for (const { id, title } of titles.collections) {
    const key = `collection-${id}`;
    nodes.set(key, { tag: { key, title }, holds: (card) => card.collection_id === id });
  }
  for (const { id, title, subtree } of titles.categories) {
    const key = `category-${id}`;
    const inSubtree = new Set(subtree);
    nodes.set(key, {
      tag: { key, title },
      holds: (card) => card.category_ids.some((categoryId) => inSubtree.has(categoryId)),
    });
  }
  return nodes;
}

export const nodeKeyOf = (node: { collection_id: number | null; category_id: number | null }) =>
  node.category_id === null ? `collection-${node.collection_id}` : `category-${node.category_id}`;

function cardOf(row: CardRow, tags: string[]): StorefrontCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    discount_value: row.discount_value,
    discount_type: row.discount_type as StorefrontCard['discount_type'],
    module: row.module as StorefrontCard['module'],
    photo: row.photo,
    main_values: mainValueLines(row.characteristics),
    tags,
    available: row.available,
    variants: row.variants,
  };
}

/** A published widget as visitors see it: its tags in the merchant's order, the cards under them. */
export function showcaseOf(
  widget: PublishedWidget,
  nodes: Map<string, Node>,
  rows: CardRow[],
): StorefrontShowcase {
  const chosen = widget.content.flatMap((item) => nodes.get(nodeKeyOf(item)) ?? []);
  const cards = rows.flatMap((row) => {
    const tags = chosen.filter((node) => node.holds(row)).map((node) => node.tag.key);
    return tags.length > 0 ? [cardOf(row, tags)] : [];
  });
  return {
    widget_id: widget.id,
    tag_div: widget.tagDiv,
    style: widgetStyleOf(widget.style),
    tags: chosen.map((node) => node.tag),
    cards,
  };
}
