// Online payment through ЮKassa (its local stand-in, with its own confirmation page): the buyer
// checks the cart out, pays on the provider's page and is told so back on the merchant's page;
// the merchant reads the payment in the order's card and gives part of it back. A forged
// notification, a payment given up and a crash between a payment and its notification each end
// the order as the provider says, once.
import { cartMessages } from '@vitrina/contracts/cart';
import {
  buyerPaymentTexts,
  ORDER_PAYMENT_STATUS_LABELS,
  paidNoticeTexts,
  paymentMessages,
} from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { Locator, Page } from 'playwright-core';
import { expect, it, onTestFinished } from 'vitest';
import { openPage } from '../support/browser';
import { dialog, toast } from '../support/console';
import { readLetters } from '../support/mail-folder';
import { openSignedIn } from '../support/merchant';
import { paidShop, type PaidShop } from '../support/paid-shop';
import { paymentsWorld } from '../support/payments-world';
import { cardOf, fillOrderForm, showcaseIn } from '../support/showcase-page';
import { scanAndShoot } from '../support/shots';

const world = paymentsWorld();

const BUYER = { name: 'Ольга', phone: '+7 900 123-45-67' };
/** The product the buyer puts into the cart, and what the order is paid. */
const PRODUCT = { title: 'Сенча', price: 450 };

const onProviderPage = (page: Page) => page.waitForURL((url) => url.origin === world.yookassa.url);

/** The stand-in's id of the payment whose confirmation page is open. */
const paymentIdOn = (page: Page) => new URL(page.url()).searchParams.get('orderId')!;

/**
 * The buyer puts the product into the cart on the merchant's page, checks it out and sends the
 * form with «Перейти к оплате»: off to the provider's page. The form is looked at as `look`.
 * Answers the stand-in's id of the payment.
 */
async function checkoutToPay(page: Page, shop: PaidShop, look?: string): Promise<string> {
  await page.goto(shop.pageUrl);
  const showcase = showcaseIn(page, shop.tagDiv);
  await cardOf(showcase, PRODUCT.title).getByRole('button', { name: 'Купить' }).click();
  await page.getByRole('button', { name: cartMessages.count(1), exact: true }).click();
  await dialog(page, cartMessages.title)
    .getByRole('button', { name: cartMessages.checkout })
    .click();
  const form = dialog(page, 'Заявка');
  await fillOrderForm(form, BUYER);
  const send = form.getByRole('button', { name: buyerPaymentTexts.pay });
  if (look) await scanAndShoot(page, look);
  await send.click();
  await onProviderPage(page);
  return paymentIdOn(page);
}

/** On the provider's page the buyer presses `button` and is sent back to the merchant's page. */
async function answerProvider(page: Page, shop: PaidShop, button: 'Оплатить' | 'Отменить') {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => url.href.startsWith(shop.pageUrl));
}

/** The buyer pays on the provider's page and is told so back: answers the order's number. */
async function pay(page: Page, shop: PaidShop, paymentId: string): Promise<number> {
  await answerProvider(page, shop, 'Оплатить');
  const { number } = await shop.orderOf(paymentId);
  await dialog(page, buyerPaymentTexts.paid)
    .getByText(buyerPaymentTexts.paidDetail(number))
    .waitFor();
  return number;
}

/** The merchant opens the order `number` from /orders: its card, a drawer. */
async function openOrder(page: Page, shop: PaidShop, number: number): Promise<Locator> {
  await openSignedIn(page, shop.token, '/orders');
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await row.getByRole('link', { name: `#${number}` }).click();
  return dialog(page, `Заказ #${number}`);
}

/**
 * A fresh page of the buyer's and then the merchant's. The browser asks the provider's page for
 * its icon, which the stand-in has none of: answered empty, the ask is no error of the page's.
 */
async function openPaymentPage() {
  const opened = await openPage(world.browser, world.server.url);
  await opened.page.route(`${world.yookassa.url}/favicon.ico`, (route) =>
    route.fulfill({ status: 204 }),
  );
  return opened;
}

const paymentBlock = (card: Locator) => card.getByRole('region', { name: 'Оплата', exact: true });

it("a buyer pays for the cart on ЮKassa's page and is told so on the merchant's page; the order's card reads «Оплачена» with the payment's id", async () => {
  const { yookassa } = world;
  const { context, page, consoleErrors } = await openPaymentPage();
  const shop = await paidShop(world, context, 'paid');

  const paymentId = await checkoutToPay(page, shop, 'payment-order-form');
  expect(yookassa.payment(paymentId)).toMatchObject({
    status: 'pending',
    amount: { value: '450.00', currency: 'RUB' },
  });
  const number = await pay(page, shop, paymentId);
  // The token is out of the address: a reload or a shared link does not show the payment again.
  expect(await page.evaluate(() => location.href)).toBe(shop.pageUrl);
  await scanAndShoot(page, 'payment-paid');

  const card = await openOrder(page, shop, number);
  const payment = paymentBlock(card);
  await payment.getByText(ORDER_PAYMENT_STATUS_LABELS.succeeded, { exact: true }).waitFor();
  const shown = await payment.textContent();
  expect(shown).toContain(formatRubles(PRODUCT.price));
  expect(shown).toContain(`Платёж ЮKassa${paymentId}`);
  await scanAndShoot(page, 'payment-order-paid');
  expect(consoleErrors).toEqual([]);
});

it("the merchant gives part of a payment back from the order's card: ЮKassa refunds that much, the card says so", async () => {
  const { yookassa } = world;
  const { context, page, consoleErrors } = await openPaymentPage();
  const shop = await paidShop(world, context, 'refund');
  const paymentId = await checkoutToPay(page, shop);
  const number = await pay(page, shop, paymentId);

  const card = await openOrder(page, shop, number);
  const payment = paymentBlock(card);
  await payment.getByRole('button', { name: 'Вернуть деньги' }).click();
  const refund = dialog(page, 'Возврат денег');
  const amount = refund.getByRole('textbox', { name: 'Сумма возврата, ₽' });
  await expect.poll(() => amount.inputValue()).toBe(String(PRODUCT.price));
  await scanAndShoot(page, 'payment-refund-dialog');
  await amount.fill('150');
  await refund.getByRole('button', { name: 'Оформить возврат' }).click();
  await toast(page, paymentMessages.refundDone).waitFor();

  expect(yookassa.payment(paymentId)?.refunded_amount).toEqual({
    value: '150.00',
    currency: 'RUB',
  });
  await expect.poll(() => payment.textContent()).toContain(`Возвращено${formatRubles(150)}`);
  // Part of it given back: still paid, and the rest may be given back too.
  await payment.getByText(ORDER_PAYMENT_STATUS_LABELS.succeeded, { exact: true }).waitFor();
  await payment.getByRole('button', { name: 'Вернуть деньги' }).waitFor();
  const history = card.getByRole('region', { name: 'История статусов', exact: true });
  expect(await history.textContent()).toContain(`Возврат ${formatRubles(150)}`);
  expect(consoleErrors).toEqual([]);
});

it('a forged notification of a payment not made changes nothing: the order still waits for it', async () => {
  const { yookassa } = world;
  const { context, page, consoleErrors } = await openPaymentPage();
  const shop = await paidShop(world, context, 'forged');
  const paymentId = await checkoutToPay(page, shop);
  const reads = () =>
    yookassa.requests.filter(
      ({ method, path }) => method === 'GET' && path === `/v3/payments/${paymentId}`,
    ).length;
  const readBefore = reads();

  const forged = await yookassa.sendForgedNotification(shop.yookassaShop, {
    type: 'notification',
    event: 'payment.succeeded',
    object: { ...yookassa.payment(paymentId), status: 'succeeded', paid: true },
  });

  // Taken, and checked with ЮKassa, which says the payment still waits.
  expect(forged.status).toBe(200);
  expect(reads()).toBeGreaterThan(readBefore);
  const { number, payment } = await shop.orderOf(paymentId);
  expect(payment).toMatchObject({ status: 'pending', id: null });
  const card = await openOrder(page, shop, number);
  const block = paymentBlock(card);
  await block.getByText(ORDER_PAYMENT_STATUS_LABELS.pending, { exact: true }).waitFor();
  expect(await block.getByRole('button', { name: 'Вернуть деньги' }).count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

it("a buyer who gave the payment up on ЮKassa's page is offered another try, and pays it", async () => {
  const { yookassa } = world;
  const { context, page, consoleErrors } = await openPaymentPage();
  const shop = await paidShop(world, context, 'retry');
  const given = await checkoutToPay(page, shop);

  await answerProvider(page, shop, 'Отменить');
  // A try given up leaves the order payable until its time is up, which the buyer's page reads
  // as waiting: the widget may ask for its 30 s before it offers another try.
  const unpaid = dialog(page, buyerPaymentTexts.unpaid);
  const retry = unpaid.getByRole('button', { name: buyerPaymentTexts.retry });
  await retry.waitFor({ timeout: 45_000 });
  await scanAndShoot(page, 'payment-unpaid');
  await retry.click();
  await onProviderPage(page);
  const again = paymentIdOn(page);
  expect(again).not.toBe(given);
  await pay(page, shop, again);

  expect(yookassa.payment(given)?.status).toBe('canceled');
  expect((await shop.orderOf(again)).payment).toMatchObject({ status: 'succeeded', id: again });
  expect(consoleErrors).toEqual([]);
});

/**
 * Holds the buyer's way back from the provider's page: the press is carried out (ЮKassa takes
 * the payment) but the browser is sent back only when the answered function is called.
 */
function holdWayBack(page: Page): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    page
      .route(
        (url) => url.origin === world.yookassa.url,
        async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          try {
            const response = await route.fetch({ maxRedirects: 0 });
            resolve(() => route.fulfill({ response }));
          } catch (error) {
            reject(error);
          }
        },
      )
      .catch(reject);
  });
}

it('a crash between a payment and its notification: the notification, taken after the restart, pays the order once', async () => {
  const { yookassa } = world;
  const { context, page, consoleErrors } = await openPaymentPage();
  const shop = await paidShop(world, context, 'crash');
  const paymentId = await checkoutToPay(page, shop);
  const notifications = () =>
    yookassa.notifications.filter(({ body }) => body.object.id === paymentId);
  yookassa.holdNotifications();
  onTestFinished(() => yookassa.releaseNotifications());

  const wayBack = holdWayBack(page);
  // The press waits for the page it leads to: it ends once the way back is let go.
  const pressed = page.getByRole('button', { name: 'Оплатить' }).click();
  const goBack = await wayBack;
  // Paid at ЮKassa; Vitrina has heard nothing of it.
  expect(yookassa.payment(paymentId)?.status).toBe('succeeded');
  expect(notifications().map(({ state }) => state)).toEqual(['held']);
  const { id: orderId, number, payment } = await shop.orderOf(paymentId);
  expect(payment?.status).toBe('pending');

  await world.crashAndRestart();
  yookassa.releaseNotifications();
  await expect.poll(() => notifications().map(({ state }) => state)).toEqual(['delivered']);
  expect((await shop.orderOf(paymentId)).payment).toMatchObject({
    status: 'succeeded',
    id: paymentId,
  });

  // The buyer, back after it all, is told it is paid.
  await goBack();
  await pressed;
  await dialog(page, buyerPaymentTexts.paid)
    .getByText(buyerPaymentTexts.paidDetail(number))
    .waitFor();

  // Once: one payment of the order at ЮKassa, one letter that it is paid.
  const ofOrder = yookassa.payments().filter(({ metadata }) => metadata.order_id === `${orderId}`);
  expect(ofOrder.map(({ id, status }) => [id, status])).toEqual([[paymentId, 'succeeded']]);
  const paidLetters = async () =>
    (await readLetters(world.server.dataDir)).filter(
      ({ to, subject }) => to === shop.mailbox && subject.includes(paidNoticeTexts.subject(number)),
    );
  // The outbox's worker sends it once the payment's change commits: a few SMTP round trips.
  await expect
    .poll(async () => (await paidLetters()).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const letters = await paidLetters();
  expect(letters).toHaveLength(1);
  expect(letters[0]!.text).toContain(paidNoticeTexts.paymentId(paymentId));
  const card = await openOrder(page, shop, number);
  await paymentBlock(card)
    .getByText(ORDER_PAYMENT_STATUS_LABELS.succeeded, { exact: true })
    .waitFor();
  expect(consoleErrors).toEqual([]);
});
