import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type { StorefrontCard } from '@vitrina/contracts/storefront';
import { cardPriceBlock, priceBlock, type BuyHandler } from './card';
import { openModal } from './modal';
import type { ProductDetails, ProductViewModule } from './view/product-view';

export interface ViewContext {
  /** The view's code: its chunk on sites, the module itself in the console's preview. */
  loadView: () => Promise<ProductViewModule>;
  /** The product's photos and «Текст», or null; read while the code loads. */
  readDetails: (productId: number) => Promise<ProductDetails | null>;
  origin: string;
  /** The showcase's text of 'Купить'. */
  buttonText: string;
  /** 'Купить' in the view, and what a press opens when the view's code cannot load. */
  onBuy: BuyHandler;
}

/**
 * The product view of a card, a modal dialog on top of the widget. The dialog, named by the
 * product's title, opens at once while the view's code and the product's details load together;
 * the code then fills it. Esc, the close button or a click beside it close it and give focus back
 * to `opener`; 'Купить' hands over to the order dialog with the combination chosen, as does a
 * press whose code cannot load.
 */
export function openProductView(
  root: ShadowRoot,
  card: StorefrontCard,
  opener: HTMLButtonElement,
  context: ViewContext,
): void {
  const details = context.readDetails(card.id);
  const { overlay, dialog, close } = openModal(root, card.title, opener, {
    class: 'view',
    'aria-busy': 'true',
  });
  const buy = (variantId?: number) => {
    overlay.remove();
    context.onBuy(card, opener, variantId);
  };
  close.focus();

  context.loadView().then(
    ({ fillProductView }) => {
      fillProductView(dialog, {
        card,
        details,
        origin: context.origin,
        price: cardPriceBlock(card),
        priceOf: priceBlock,
        outOfStock: buyerOrderTexts.outOfStock,
        buttonText: context.buttonText,
        buy,
      });
      dialog.removeAttribute('aria-busy');
    },
    () => overlay.isConnected && buy(),
  );
}
