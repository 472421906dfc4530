import type { DiscountType } from '@vitrina/contracts/enums';

/**
 * What every file format is read into (CSV, XLSX, YML, CommerceML): products as the file gives
 * them, before they are matched with the collection's. A field left `undefined` was not in the
 * file (an unmapped column, a tag the format lacks): an update keeps the product's own. `null`
 * is a field the file gives empty.
 */
export interface ImportedProduct {
  /** Where the product starts in the file: a row's number as a spreadsheet shows it, or an offer's ordinal. */
  row: number;
  title: string;
  /** Matches the collection's product of this SKU; without one, the product of this title. */
  sku?: string | null;
  /** The full price in rubles; a sale price comes as `discount`. */
  price?: number | null;
  discount?: ImportedDiscount;
  description?: string | null;
  /** The long text (the console's «Текст»). */
  about?: string | null;
  /** Category paths from the collection's root: `[['Посуда', 'Кружки']]`. */
  categories?: string[][];
  /** In gallery order, the first the main photo. */
  photos?: PhotoSource[];
  /** A number turns stock keeping on; null turns it off. */
  stock?: number | null;
  onSale?: boolean;
  /** The product's own characteristic values («Материал: фарфор»), each characteristic once. */
  characteristics?: ImportedCharacteristic[];
  /** Combinations it sells; the options are the characteristics named in their `options`. */
  variants?: ImportedVariant[];
}

export interface ImportedDiscount {
  value: number;
  type: DiscountType;
}

export interface ImportedCharacteristic {
  title: string;
  values: string[];
}

/** A photo by its public address (fetched through the guarded fetcher) or a file of the upload's archive. */
export type PhotoSource = { url: string } | { archivePath: string };

export interface ImportedVariant {
  row: number;
  /** One value of each option, in the same option order for every variant of the product. */
  options: { title: string; value: string }[];
  sku?: string | null;
  /** Null: the product's price. */
  price?: number | null;
  /** Null: the product's discount. */
  discount?: ImportedDiscount | null;
  stock?: number | null;
  /** One of the product's photos. */
  photo?: PhotoSource | null;
  enabled?: boolean;
}

/** A row or offer that cannot be imported, and why, in the merchant's words. */
export interface RefusedRow {
  row: number;
  message: string;
}

/** What a reader yields, in file order. */
export type ImportItem =
  { kind: 'product'; product: ImportedProduct } | { kind: 'refused'; refused: RefusedRow };
