// Payloads of the catalog API (spec §3, §7.3): collections and their category trees.
import { z } from 'zod';
import { idSchema } from './id';
import { COLLECTION_TYPES, DEFAULT_COLLECTION_TYPE } from './enums';
import { COLLECTION_TITLE_MIN_LENGTH, PRODUCT_LIMITS } from './limits';
import { messages } from './messages';
import { text } from './text';

const id = idSchema;

const collectionTitle = text({ error: messages.collection.titleTooShort })
  .trim()
  .min(COLLECTION_TITLE_MIN_LENGTH, messages.collection.titleTooShort)
  .max(PRODUCT_LIMITS.titleMaxLength, messages.product.titleTooLong);

const description = text().max(
  PRODUCT_LIMITS.descriptionMaxLength,
  messages.collection.descriptionTooLong,
);

export const collectionCreateSchema = z.object({
  type: z.enum(COLLECTION_TYPES).default(DEFAULT_COLLECTION_TYPE),
  title: collectionTitle,
  description: description.nullish(),
});

export const collectionUpdateSchema = z.object({
  title: collectionTitle,
  description: description.nullish(),
});

const categoryTitle = text({ error: messages.category.titleRequired })
  .trim()
  .min(1, messages.category.titleRequired)
  .max(PRODUCT_LIMITS.titleMaxLength, messages.category.titleTooLong);

/** `children` is part of the console's payload; new categories are created childless. */
export const categoryCreateSchema = z.object({
  title: categoryTitle,
  parent_id: id.nullable().default(null),
  collection_id: id,
  children: z.array(z.unknown()).optional(),
});

export const categoryUpdateSchema = z.object({
  title: categoryTitle.optional(),
  parent_id: id.nullable().optional(),
});

export interface CategoryNode {
  id: number;
  title: string;
  parent_id: number | null;
  collection_id: number;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id,
  title: z.string(),
  parent_id: id.nullable(),
  collection_id: id,
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/** `?tree=PRODUCT&tree=CATEGORY`: which parts of a collection to include. */
export const COLLECTION_TREE_PARTS = ['PRODUCT', 'CATEGORY'] as const;

export const collectionSummarySchema = z.object({
  id,
  type: z.enum(COLLECTION_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  products_quantity: z.number().int().nonnegative(),
});

export type CollectionCreate = z.input<typeof collectionCreateSchema>;
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>;
export type CategoryCreate = z.input<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
