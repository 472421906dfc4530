import { cartMessages } from '@vitrina/contracts/cart';
import { UNIT_LABELS } from '@vitrina/contracts/enums';
import { ORDER_FIELD_RULES } from '@vitrina/contracts/order-form';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type { CardPrice, StorefrontCard, StorefrontVariants } from '@vitrina/contracts/storefront';
import { cardPriceBlock, priceBlock } from '../card';
import { h } from '../dom';
import { openModal } from '../modal';
import type { ViewContext } from '../open-view';
import { orderChoices } from '../order-choices';
import { quantityField } from '../order-fields';
import { runningTotal } from '../order-summary';

/**
 * Before a product with combinations goes into the cart: a dialog named by its title with the
 * order dialog's choices and quantity, whose submit adds the combination chosen, so many of it,
 * and gives focus back to `opener`.
 */
export function chooseToAdd(
  root: ShadowRoot,
  card: StorefrontCard & { variants: StorefrontVariants },
  opener: HTMLElement,
  loadView: ViewContext['loadView'],
  add: (variantId: number, quantity: number) => void,
): void {
  let price: CardPrice | null = null;
  const total = h('p', { class: 'total', 'aria-live': 'polite' });
  const quantity = quantityField(UNIT_LABELS[card.module], total);
  let shownPrice = cardPriceBlock(card);
  const summary = h('div', { class: 'summary' }, h('h3', {}, card.title), shownPrice);
  const alert = h('p', { class: 'error', role: 'alert' });
  const form = h(
    'form',
    { novalidate: true },
    h('div', { class: 'body' }, summary, quantity.row),
    h(
      'div',
      { class: 'footer' },
      alert,
      h('button', { type: 'submit', class: 'send' }, cartMessages.add),
    ),
  );
  const { dialog, close, dismiss } = openModal(root, card.title, opener);
  dialog.append(form);
  const showTotal = () => {
    total.textContent = price ? runningTotal(price, Number(quantity.control.value)) : '';
  };
  quantity.control.addEventListener('input', showTotal);
  const choices = orderChoices(card.variants, summary, loadView, (item) => {
    price = item;
    shownPrice.replaceWith((shownPrice = priceBlock(item)));
    alert.textContent = '';
    showTotal();
  });
  void choices.load();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const count = Number(quantity.control.value);
    const refused = ORDER_FIELD_RULES.quantity(count);
    quantity.error.textContent = refused ?? '';
    quantity.control.setAttribute('aria-invalid', String(!!refused));
    if (refused) return quantity.control.focus();
    if (!choices.variant) {
      alert.textContent = buyerOrderTexts.variantRequired;
      return void choices.load();
    }
    dismiss();
    add(choices.variant.id, count);
  });
  close.focus();
}
