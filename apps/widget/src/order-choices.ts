import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type { StorefrontVariant, StorefrontVariants } from '@vitrina/contracts/storefront';
import type { ViewContext } from './open-view';
import type { VariantChoices } from './view/choices';

/** A product's options in the order dialog: their code is the view's chunk's (view/choices.ts). */
export interface OrderChoices {
  /** The combination chosen: none before the options are drawn, nor when none is on sale. */
  readonly variant: StorefrontVariant | undefined;
  /** Draws the options after `place` once the chunk is in; a failed load is tried again. */
  load(): Promise<void>;
  /** Takes the chosen combination off sale: an order found none left. */
  soldOut(): void;
}

/** `choose` hears each combination chosen, first `preferred` when it is on sale. */
export function orderChoices(
  variants: StorefrontVariants,
  place: HTMLElement,
  loadView: ViewContext['loadView'],
  choose: (item: StorefrontVariant) => void,
  preferred?: number,
): OrderChoices {
  let drawn: VariantChoices | undefined;
  let loading: Promise<void> | undefined;
  let variant: StorefrontVariant | undefined;
  const pick = (item: StorefrontVariant) => {
    variant = item;
    choose(item);
  };
  return {
    get variant() {
      return variant;
    },
    load: () =>
      (loading ??= loadView().then(
        ({ variantChoices }) => {
          drawn = variantChoices(variants, buyerOrderTexts.outOfStock, pick, preferred);
          place.after(drawn.element);
        },
        () => void (loading = undefined),
      )),
    soldOut: () => drawn?.soldOut(),
  };
}
