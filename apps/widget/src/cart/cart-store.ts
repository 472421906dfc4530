import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { cartKey } from '../cart-chunk';

/** One line of the cart as it is kept: what is ordered, and what the drawer shows of it. */
export interface CartLine {
  product_id: number;
  variant_id?: number;
  quantity: number;
  /** The unit price the buyer saw when adding it (null: no price). */
  price_seen: number | null;
  title: string;
  variant: string | null;
  photo: string | null;
  /** The showcase it was added from: the order goes to that widget's contacts. */
  tag_div: string;
}

/** The kept form's version: a cart kept in another form is dropped, not misread. */
const VERSION = 1;

const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether a kept value is a line: the page's storage is anyone's to write to. */
function isLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    isId(line.product_id) &&
    (line.variant_id === undefined || isId(line.variant_id)) &&
    Number.isInteger(line.quantity) &&
    line.quantity >= ORDER_LIMITS.quantityMin &&
    line.quantity <= ORDER_LIMITS.quantityMax &&
    (line.price_seen === null || (typeof line.price_seen === 'number' && line.price_seen >= 0)) &&
    typeof line.title === 'string' &&
    isTextOrNull(line.variant) &&
    isTextOrNull(line.photo) &&
    typeof line.tag_div === 'string'
  );
}

/** The site's kept cart; an unreadable or foreign one is an empty cart. */
export function readCart(siteId: number): CartLine[] {
  try {
    const kept = JSON.parse(localStorage.getItem(cartKey(siteId)) ?? 'null') as {
      v?: number;
      lines?: unknown;
    } | null;
    if (kept?.v !== VERSION || !Array.isArray(kept.lines)) return [];
    return kept.lines.filter(isLine).slice(0, ORDER_LIMITS.linesMax);
  } catch {
    return [];
  }
}

/** Keeps the cart for the site's other pages and visits; an empty one is forgotten. */
export function writeCart(siteId: number, lines: CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(cartKey(siteId));
    else localStorage.setItem(cartKey(siteId), JSON.stringify({ v: VERSION, lines }));
  } catch {
    // Storage refused (private mode, full): the cart lasts as long as the page.
  }
}

export const sameLine = (line: CartLine, productId: number, variantId: number | undefined) =>
  line.product_id === productId && line.variant_id === variantId;
