import type { WidgetTag } from '@vitrina/contracts/platform';
import type { ProductRowsArgs } from '../../shared/api/product-rows';

/** What the content dialog has chosen inside one collection. */
export interface ContentSelection {
  /** The whole collection: its id is sent instead of category ids. */
  allProducts: boolean;
  categoryIds: ReadonlySet<number>;
}

export const EMPTY_SELECTION: ContentSelection = { allProducts: false, categoryIds: new Set() };

export const ALL_PRODUCTS_TEXT = 'Все товары';

/** A tag as the content tab lists it: 'collection | category', or 'collection | Все товары'. */
export function tagLabel(tag: WidgetTag): string {
  return `${tag.collection_title} | ${tag.category_title ?? ALL_PRODUCTS_TEXT}`;
}

/** The selection the widget already shows in a collection, to start the dialog from. */
export function selectionFromTags(tags: readonly WidgetTag[], collectionId: number) {
  const inCollection = tags.filter((tag) => tag.collection_id === collectionId);
  return {
    allProducts: inCollection.some((tag) => tag.category_id === undefined),
    categoryIds: new Set(inCollection.flatMap((tag) => tag.category_id ?? [])),
  } satisfies ContentSelection;
}

/** The ids of PUT showcase content: the collection for all its products, else the categories. */
export function contentIds(selection: ContentSelection, collectionId: number): number[] {
  return selection.allProducts ? [collectionId] : [...selection.categoryIds];
}

/** The product rows a widget shows: a tag with a category is that category, else its collection. */
export function rowsArgsOfTags(tags: readonly WidgetTag[]): ProductRowsArgs {
  const ids = (pick: (tag: WidgetTag) => number | undefined) =>
    [...new Set(tags.flatMap((tag) => pick(tag) ?? []))].sort((a, b) => a - b);
  return {
    collection: ids((tag) => (tag.category_id === undefined ? tag.collection_id : undefined)),
    category: ids((tag) => tag.category_id),
  };
}
