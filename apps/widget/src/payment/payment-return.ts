import { buyerPaymentTexts, PAYMENT_RETURN_PARAM } from '@vitrina/contracts/buyer-payment';
import type { PublicPayment } from '@vitrina/contracts/payments';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { WIDGET_STYLE_DEFAULTS, type WidgetStyle } from '@vitrina/contracts/widget-style';
import { h } from '../dom';
import { renderFrame } from '../frame';
import { openModal } from '../modal';
import { onlinePayment } from './online-payment';
import { paymentApi } from './payment-api';

/** A payment still waiting is asked about again this often, for this long at most. */
export const ASK_EVERY_MS = 2000;
export const ASK_FOR_MS = 30_000;

/** What the dialog says: its title, a line under it, whether the buyer may try to pay again. */
interface Said {
  title: string;
  detail?: string;
  retry?: boolean;
}

const closed: Said = { title: buyerPaymentTexts.closed };
const unreachable: Said = { title: buyerPaymentTexts.unreachable };

/** What a payment read says; `waiting`: one still pending is to be asked about again. */
function saidOf(payment: PublicPayment | null, waiting: boolean): Said {
  if (!payment) return { title: buyerPaymentTexts.notFound };
  if (payment.status === 'succeeded') {
    return { title: buyerPaymentTexts.paid, detail: buyerPaymentTexts.paidDetail(payment.number) };
  }
  if (waiting) return { title: buyerPaymentTexts.checking };
  return payment.can_retry ? { title: buyerPaymentTexts.unpaid, retry: true } : closed;
}

/**
 * Gives the page's address its token back: `unreachable` asks the buyer to load the page again,
 * which then asks about the payment again.
 */
function putTokenBack(token: string): void {
  const search = `${location.search ? `${location.search}&` : '?'}${PAYMENT_RETURN_PARAM}=`;
  const address = location.pathname + search + encodeURIComponent(token) + location.hash;
  history.replaceState(history.state, '', address);
}

/** The dialog on return: what it says, its try again and the alert under it. */
interface ReturnDialog {
  /** On the page while the dialog is open. */
  overlay: HTMLElement;
  retry: HTMLButtonElement;
  alert: HTMLElement;
  say(said: Said): void;
}

/**
 * The dialog on top of the page, in a host and frame of its own in `style`'s look, saying it is
 * checking. Focus goes to the close button, or to the try again while it is offered.
 */
function openReturnDialog(style: WidgetStyle): ReturnDialog {
  const host = h('div', { id: 'vitrina-payment' });
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  renderFrame(root, style);
  const opener = (document.activeElement as HTMLElement | null) ?? document.body;
  const { overlay, dialog, close } = openModal(root, buyerPaymentTexts.checking, opener);
  const title = dialog.querySelector('h2')!;
  // A title that changes is read out, as the line under it is.
  title.setAttribute('aria-live', 'polite');
  const detail = h('p');
  const body = h('div', { class: 'body', role: 'status' }, detail);
  const alert = h('div', { class: 'error', role: 'alert' });
  const retry = h('button', { type: 'button', class: 'send' }, buyerPaymentTexts.retry);
  const footer = h('div', { class: 'footer' }, alert, retry);
  dialog.append(body, footer);
  const say = (said: Said) => {
    title.textContent = said.title;
    detail.textContent = said.detail ?? '';
    body.hidden = !said.detail;
    footer.hidden = !said.retry;
    (said.retry ? retry : close).focus();
  };
  say({ title: buyerPaymentTexts.checking });
  return { overlay, retry, alert, say };
}

/**
 * The buyer back from the provider's page: once the page's `showcases` are read (or could not
 * be), a dialog in the look of its widget paid online says what became of the payment. While it
 * waits it is asked about again every ASK_EVERY_MS for ASK_FOR_MS; not paid and still payable,
 * the buyer may try again, which goes to the provider's new page. The asking stops once the
 * dialog is closed.
 */
export async function showPaymentReturn(
  origin: string,
  token: string,
  showcases: Promise<StorefrontShowcase[]>,
): Promise<void> {
  const paidOnline = await showcases.then(
    (read) => read.find((showcase) => showcase.style.online_payment),
    () => undefined,
  );
  const { overlay, retry, alert, say } = openReturnDialog(
    paidOnline?.style ?? WIDGET_STYLE_DEFAULTS,
  );
  const api = paymentApi(origin, token);
  const fail = () => {
    say(unreachable);
    putTokenBack(token);
  };

  let asksLeft = ASK_FOR_MS / ASK_EVERY_MS;
  const ask = async () => {
    if (!overlay.isConnected) return;
    const payment = await api.read().catch(() => undefined);
    if (payment === undefined) return fail();
    const waiting = payment?.status === 'pending' && asksLeft-- > 0;
    say(saidOf(payment, waiting));
    if (waiting) setTimeout(ask, ASK_EVERY_MS);
  };

  retry.addEventListener('click', async () => {
    alert.replaceChildren();
    retry.disabled = true;
    const confirmation = await api.retry().catch(() => undefined);
    if (confirmation === undefined) return fail();
    if (!confirmation) return say(closed);
    // Off to the provider's page, the button stays pressed; without one, it may be pressed again.
    retry.disabled = !!confirmation.confirmation_url;
    onlinePayment.follow(confirmation, alert);
  });

  void ask();
}
