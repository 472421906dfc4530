import type { CategoryNode } from '@vitrina/contracts/catalog';
import type { Product } from '@vitrina/contracts/products';
import type { CollectionCategories } from '../shared/api/catalog-reads';

// Catalog data as the server answers it, for the fake servers of the catalog and the widgets.

/** A collection as the fake servers keep it: its tree and all its products. */
export type CollectionView = CollectionCategories & { products: Product[] };

export function aProduct(overrides: Partial<Product> & Pick<Product, 'id' | 'title'>): Product {
  return {
    sku: null,
    description: null,
    about: null,
    text: null,
    price: null,
    discount_value: 0,
    discount_type: 'PERCENT',
    quantity: 0,
    module: 'THINGS',
    onSale: true,
    track_stock: false,
    stock: null,
    stock_threshold: 0,
    categories: [],
    collections: [],
    photos: [],
    main_photo_preview: null,
    main_photo_orig: null,
    variants_quantity: 0,
    characteristics: [],
    ...overrides,
  };
}

export function aCategory(
  id: number,
  title: string,
  children: CategoryNode[] = [],
  parent_id: number | null = null,
): CategoryNode {
  return { id, title, parent_id, collection_id: 1, children };
}

export function aCollection(overrides: Partial<CollectionView> = {}): CollectionView {
  return {
    id: 1,
    type: 'PRODUCT',
    title: 'Летняя коллекция',
    description: 'Лёгкие вещи',
    categories: [],
    products: [],
    ...overrides,
  };
}
