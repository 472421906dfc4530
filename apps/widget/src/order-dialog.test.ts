import { orderMessages } from '@vitrina/contracts/order-messages';
import { buyerPaymentTexts, paymentMessages } from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { StorefrontCard } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontApi } from './api';
import { openOrderDialog, type OrderContext } from './order-dialog';
import { onlinePayment } from './payment/online-payment';
import { paidOnline, PROVIDER_PAGE, recordLeaving } from './testing/payments';
import { aCard, aMug, MUG_VARIANTS } from './testing/showcases';
import { startPublicApi, type OrderReply, type PublicApi } from './testing/public-api';
import { aWidgetRoot } from './testing/widget-root';
import * as productView from './view/product-view';

let api: PublicApi | undefined;

afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
  document.body.replaceChildren();
});

/**
 * The dialog of a 'Купить' button in the widget's frame, against a loopback public API; its
 * choices drawn by the view's module unless `loadView` says otherwise.
 */
async function openDialog(
  orderReplies: OrderReply[] = [],
  card: Partial<StorefrontCard> = {},
  { variantId, loadView = async () => productView, payment }: Partial<OpenedWith> = {},
) {
  api = await startPublicApi([], orderReplies);
  const { root, frame, opener } = aWidgetRoot();
  const context = {
    api: storefrontApi(api.origin, 3),
    siteId: 3,
    tagDiv: 'vitrina-1',
    loadView,
    payment,
    settings: { policy_url: null, confirmation_text: null },
  };
  openOrderDialog(root, aCard({ id: 12, module: 'KILOGRAM', ...card }), opener, context, variantId);
  return { root, frame, opener, dialog: root.querySelector<HTMLElement>('[role=dialog]')! };
}

interface OpenedWith {
  variantId: number;
  loadView: OrderContext['loadView'];
  /** The payment's code, for a widget paid online. */
  payment: OrderContext['payment'];
}

function control(root: ShadowRoot, label: string) {
  const labelElement = [...root.querySelectorAll('label')].find(
    (element) => element.textContent === label,
  );
  return root.getElementById(labelElement!.htmlFor) as HTMLInputElement;
}

function fill(root: ShadowRoot, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) control(root, label).value = value;
}

const alertOf = (root: ShadowRoot) => root.querySelector('[role=alert]')?.textContent;
const runningTotal = (root: ShadowRoot) => root.querySelector('.total')?.textContent;
/** The confirmation's lines. */
const confirmation = (root: ShadowRoot) =>
  [...(root.querySelector('[role=status]')?.children ?? [])].map((line) => line.textContent);
const typeQuantity = (root: ShadowRoot, quantity: string) => {
  const input = control(root, 'Количество');
  input.value = quantity;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const consent = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('#consent')!;
const sendButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.send')!;
const errorOf = (root: ShadowRoot, id: string) => root.getElementById(`${id}-error`)?.textContent;
const press = (target: Element, key: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

function fillValidForm(root: ShadowRoot) {
  fill(root, { Имя: ' Анна ', Телефон: '8 (900) 123-45-67', Комментарий: 'После шести' });
  consent(root).checked = true;
}

/** Sends the form and waits for the answer: the success view, or the button no longer busy. */
async function send(root: ShadowRoot) {
  sendButton(root).click();
  expect(sendButton(root).getAttribute('aria-busy')).toBe('true');
  await expect
    .poll(
      () =>
        !!root.querySelector('[role=status]') ||
        sendButton(root).getAttribute('aria-busy') === 'false',
    )
    .toBe(true);
}

describe('order dialog', () => {
  it('is a labelled modal dialog with the product, the unit and the form fields', async () => {
    const { root, dialog } = await openDialog();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Заявка',
    );
    expect(dialog.querySelector('.summary h3')?.textContent).toBe('Кеды');
    expect(dialog.querySelector('.stepper')?.textContent).toContain('Кг');
    for (const label of ['Количество', 'Имя', 'Телефон', 'Электронная почта', 'Комментарий']) {
      expect(control(root, label)).toBeTruthy();
    }
    expect(dialog.querySelector('label.consent')?.textContent).toBe(orderMessages.consentText);
    expect(sendButton(root).textContent).toBe('Отправить заявку');
    expect(root.activeElement).toBe(control(root, 'Имя'));
  });

  it("opens inside the widget's frame, where the look's variables are", async () => {
    const { frame, dialog } = await openDialog();

    expect(frame.contains(dialog)).toBe(true);
    expect(frame.style.getPropertyValue('--accent')).toBe('#2563eb');
    expect(frame.style.getPropertyValue('--on-accent')).toBe('#ffffff');
  });

  it('is a head, a body of stacked fields and a footer holding the alert and the button', async () => {
    const { dialog } = await openDialog();
    const form = dialog.querySelector('form')!;
    const rows = [...form.querySelectorAll('.body > .field')];
    /** Each row's parts, top to bottom. */
    const parts = rows.map((row) =>
      [...row.children].map((part) => part.getAttribute('class') ?? part.tagName.toLowerCase()),
    );

    expect([...dialog.children].map((part) => part.className || part.tagName)).toEqual([
      'head',
      'FORM',
    ]);
    expect([...form.children].map((part) => part.className)).toEqual(['body', 'footer']);
    expect(parts).toEqual([
      ['label', 'stepper', 'total', 'error'],
      ['label', 'input', 'error'],
      ['label', 'input', 'error'],
      ['label', 'input', 'hint', 'error'],
      ['label', 'textarea', 'hint', 'error'],
      ['consent', 'error'],
    ]);
    expect(form.querySelector('.footer')?.children[1]).toBe(
      sendButton(dialog.getRootNode() as ShadowRoot),
    );
  });

  it('keeps Tab inside the dialog, closes on Esc and gives focus back', async () => {
    const { root, dialog, opener } = await openDialog();
    const close = dialog.querySelector<HTMLButtonElement>('.close')!;

    sendButton(root).focus();
    press(sendButton(root), 'Tab');
    expect(root.activeElement).toBe(close);
    press(close, 'Tab', true);
    expect(root.activeElement).toBe(sendButton(root));
    press(control(root, 'Имя'), 'Escape');
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('closes with its close button and gives focus back', async () => {
    const { root, dialog, opener } = await openDialog();

    dialog.querySelector<HTMLButtonElement>('.close')!.click();
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('steps the quantity within 1 to 999', async () => {
    const { root } = await openDialog();
    const quantity = control(root, 'Количество');
    const step = (name: string) =>
      root.querySelector<HTMLButtonElement>(`[aria-label=${name}]`)!.click();

    step('Увеличить');
    step('Увеличить');
    expect(quantity.value).toBe('3');
    step('Уменьшить');
    step('Уменьшить');
    step('Уменьшить');
    expect(quantity.value).toBe('1');
    quantity.value = '999';
    step('Увеличить');
    expect(quantity.value).toBe('999');
  });

  it('names each refused field before sending anything', async () => {
    const { root } = await openDialog();
    fill(root, { Количество: '0', Телефон: '123', 'Электронная почта': 'anna@' });

    sendButton(root).click();

    expect(errorOf(root, 'quantity')).toBe(orderMessages.quantityInvalid);
    expect(errorOf(root, 'name')).toBe(orderMessages.nameRequired);
    expect(errorOf(root, 'phone')).toBe(orderMessages.phoneInvalid);
    expect(errorOf(root, 'email')).toBe(orderMessages.emailInvalid);
    expect(errorOf(root, 'consent')).toBe(orderMessages.consentRequired);
    expect(control(root, 'Имя').getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(control(root, 'Количество'));
    expect(api?.orders).toEqual([]);
  });

  it('shows the running total under the quantity as it changes, at the discounted price', async () => {
    const { root } = await openDialog([], { price: '1500.00', discount_value: '10' });
    const step = (name: string) =>
      root.querySelector<HTMLButtonElement>(`[aria-label=${name}]`)!.click();
    const line = (quantity: number) =>
      orderMessages.quantityTotal(quantity, formatRubles(1350), formatRubles(1350 * quantity));

    expect(runningTotal(root)).toBe(line(1));
    step('Увеличить');
    expect(runningTotal(root)).toBe(line(2));
    expect(runningTotal(root)).toBe('2 × 1\u00a0350\u00a0₽ = 2\u00a0700\u00a0₽');
    typeQuantity(root, '12');
    expect(runningTotal(root)).toBe(line(12));
    typeQuantity(root, '0');
    expect(runningTotal(root)).toBe('');
  });

  it('shows no running total for a product without a price', async () => {
    const { root } = await openDialog([], { price: null });

    expect(runningTotal(root)).toBe('');
  });

  it('sends the order with an Idempotency-Key and the price seen, and confirms it', async () => {
    const { root } = await openDialog([
      { status: 201, body: { data: { number: 1001, total: 4000 } } },
    ]);
    fillValidForm(root);
    control(root, 'Количество').value = '2';

    await send(root);

    expect(api?.orders).toEqual([
      {
        body: {
          site_id: 3,
          tag_div: 'vitrina-1',
          product_id: 12,
          quantity: 2,
          name: 'Анна',
          phone: '8 (900) 123-45-67',
          comment: 'После шести',
          consent: true,
          page_url: location.href,
          unit_price_seen: 2000,
          website: '',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(confirmation(root)).toEqual([
      'Заявка #1001 отправлена',
      orderMessages.sentTotal(formatRubles(4000)),
      orderMessages.sentNext('+7 900 123-45-67'),
    ]);
    expect(root.querySelector('form')).toBeNull();
    expect(root.activeElement?.getAttribute('aria-label')).toBe('Закрыть');
  });

  it('names the letter when the buyer gave an e-mail, and no total without a price', async () => {
    const { root } = await openDialog(
      [{ status: 201, body: { data: { number: 1003, total: null } } }],
      { price: null },
    );
    fillValidForm(root);
    fill(root, { 'Электронная почта': ' anna@example.ru ', Телефон: '+79123456789' });

    await send(root);

    expect(api?.orders[0]?.body.unit_price_seen).toBeNull();
    expect(confirmation(root)).toEqual([
      'Заявка #1003 отправлена',
      'Продавец свяжется с вами по телефону +7 912 345-67-89',
      orderMessages.sentLetter('anna@example.ru'),
    ]);
  });

  it('shows a changed price, totals at it and sends the next attempt at it with a new key', async () => {
    const changed = orderMessages.priceChanged(formatRubles(2500));
    const { root, dialog } = await openDialog([
      {
        status: 409,
        body: {
          detail: changed,
          price_now: { price: '2500.00', discount_value: '0', discount_type: 'PERCENT' },
        },
      },
      { status: 201, body: { data: { number: 1004, total: 5000 } } },
    ]);
    fillValidForm(root);
    typeQuantity(root, '2');

    await send(root);
    expect(alertOf(root)).toBe(changed);
    expect(dialog.querySelector('.summary .price')?.textContent).toBe(formatRubles(2500));
    expect(runningTotal(root)).toBe(
      orderMessages.quantityTotal(2, formatRubles(2500), formatRubles(5000)),
    );
    await send(root);

    const [first, second] = api?.orders ?? [];
    expect([first?.body.unit_price_seen, second?.body.unit_price_seen]).toEqual([2000, 2500]);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(confirmation(root)[1]).toBe(orderMessages.sentTotal(formatRubles(5000)));
  });

  it('shows a 409 without a price as a refusal', async () => {
    const reused = 'Ключ идемпотентности уже использован с другой заявкой';
    const { root } = await openDialog([{ status: 409, body: { detail: reused } }]);
    fillValidForm(root);

    await send(root);

    expect(alertOf(root)).toBe(reused);
    expect(runningTotal(root)).toBe(
      orderMessages.quantityTotal(1, formatRubles(2000), formatRubles(2000)),
    );
  });

  it('sends again with the same key after a network error', async () => {
    const { root } = await openDialog([
      'drop',
      { status: 201, body: { data: { number: 1002, total: 2000 } } },
    ]);
    fillValidForm(root);

    await send(root);
    expect(root.querySelector('[role=alert]')?.textContent).toBe(orderMessages.networkError);
    expect(sendButton(root).disabled).toBe(false);
    await send(root);

    const [first, retry] = api?.orders ?? [];
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(confirmation(root)[0]).toBe('Заявка #1002 отправлена');
  });

  it('draws a new key when the buyer changes the form after a network error', async () => {
    const { root } = await openDialog(['drop']);
    fillValidForm(root);

    await send(root);
    control(root, 'Имя').value = 'Мария';
    control(root, 'Имя').dispatchEvent(new Event('input', { bubbles: true }));
    await send(root);

    const [first, changed] = api?.orders ?? [];
    expect(changed?.body.name).toBe('Мария');
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("shows the server's refusal on its field and draws a new key for the next attempt", async () => {
    const phoneRefused = { field: 'phone', message: orderMessages.phoneInvalid };
    const { root } = await openDialog([
      { status: 422, body: { detail: phoneRefused.message, errors: [phoneRefused] } },
      { status: 404, body: { detail: orderMessages.productUnavailable } },
    ]);
    fillValidForm(root);

    await send(root);
    expect(errorOf(root, 'phone')).toBe(orderMessages.phoneInvalid);
    await send(root);
    expect(root.querySelector('[role=alert]')?.textContent).toBe(orderMessages.productUnavailable);

    const [first, second] = api?.orders ?? [];
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });
});

/** A 409 for too little stock, as the public API answers it. */
const stockShort = (left: number): OrderReply => ({
  status: 409,
  body: {
    detail: left ? orderMessages.stockLeft(left) : orderMessages.outOfStock,
    stock_left: left,
  },
});
const radio = (root: ShadowRoot, value: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (input) => input.labels?.[0]?.textContent === value,
  )!;
const chosen = (root: ShadowRoot) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map(
    (input) => input.labels?.[0]?.textContent,
  );
const summaryPrice = (root: ShadowRoot) => root.querySelector('.summary .price')?.textContent;
/** The mug's dialog, once its choices are drawn. */
async function openMug(orderReplies: OrderReply[] = [], opened: Partial<OpenedWith> = {}) {
  const dialog = await openDialog(orderReplies, aMug(), opened);
  await expect.poll(() => dialog.root.querySelector('fieldset')).not.toBeNull();
  return dialog;
}

describe('order dialog of a product with variants', () => {
  it('offers the options above the fields, the combination from the view chosen, totalled at its price', async () => {
    const { root, dialog } = await openMug([], { variantId: 103 });

    expect(dialog.querySelector('.summary + .choices')).not.toBeNull();
    expect(chosen(root)).toEqual(['Синий', '250 мл']);
    expect(summaryPrice(root)).toBe(formatRubles(1300));
    expect(runningTotal(root)).toBe(
      orderMessages.quantityTotal(1, formatRubles(1300), formatRubles(1300)),
    );
  });

  it('chooses the first combination on sale when the one from the view is not', async () => {
    const { root } = await openMug([], { variantId: 104 });

    expect(chosen(root)).toEqual(['Красный', '250 мл']);
  });

  it("sends the chosen combination's id and unit price, with a new key after a change", async () => {
    const { root } = await openMug(['drop']);
    fillValidForm(root);

    await send(root);
    radio(root, '350 мл').click();
    expect(summaryPrice(root)).toBe(formatRubles(1500));
    await send(root);

    const [first, changed] = api?.orders ?? [];
    expect(first?.body).toMatchObject({ product_id: 5, variant_id: 101, unit_price_seen: 1200 });
    expect(changed?.body).toMatchObject({ product_id: 5, variant_id: 102, unit_price_seen: 1500 });
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('sends nothing until its choices are drawn, loading them again when they could not load', async () => {
    const loadView = vi
      .fn<OrderContext['loadView']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(productView);
    const { root } = await openDialog([], aMug(), { loadView });
    fillValidForm(root);
    await expect.poll(() => loadView.mock.settledResults[0]?.type).toBe('rejected');

    sendButton(root).click();

    expect(alertOf(root)).toBe(orderMessages.variantRequired);
    expect(api?.orders).toEqual([]);
    await expect.poll(() => chosen(root)).toEqual(['Красный', '250 мл']);
    expect(loadView).toHaveBeenCalledTimes(2);
    await send(root);
    expect(api?.orders[0]?.body.variant_id).toBe(101);
  });

  it('says «Нет в наличии» and cannot be sent when no combination is on sale', async () => {
    const soldOut = MUG_VARIANTS.map((item) => ({ ...item, available: false }));
    const { root } = await openDialog([], aMug(soldOut));
    await expect.poll(() => root.querySelector('fieldset')).not.toBeNull();

    expect(errorOf(root, 'quantity')).toBe(orderMessages.outOfStock);
    expect(sendButton(root).disabled).toBe(true);
    expect(chosen(root)).toEqual([]);
  });

  it('takes a combination found sold out off the choices and is sent again once another is chosen', async () => {
    const { root } = await openMug([stockShort(0)]);
    fillValidForm(root);

    await send(root);
    expect(errorOf(root, 'quantity')).toBe(orderMessages.outOfStock);
    expect(sendButton(root).disabled).toBe(true);
    expect(radio(root, '250 мл').disabled).toBe(true);
    expect(radio(root, '250 мл').getAttribute('aria-label')).toBe('250 мл, нет в наличии');

    radio(root, '350 мл').click();
    expect(errorOf(root, 'quantity')).toBe('');
    expect(sendButton(root).disabled).toBe(false);
    await send(root);
    expect(api?.orders.map(({ body }) => body.variant_id)).toEqual([101, 102]);
  });
});

describe('order dialog when too little is left', () => {
  it('offers what is left: the quantity becomes it, the detail beside it, sent with a new key', async () => {
    const { root } = await openDialog([stockShort(2)], { price: '1500.00' });
    fillValidForm(root);
    typeQuantity(root, '5');

    await send(root);

    expect(control(root, 'Количество').value).toBe('2');
    expect(errorOf(root, 'quantity')).toBe(orderMessages.stockLeft(2));
    expect(control(root, 'Количество').getAttribute('aria-describedby')).toBe('quantity-error');
    expect(root.activeElement).toBe(control(root, 'Количество'));
    expect(runningTotal(root)).toBe(
      orderMessages.quantityTotal(2, formatRubles(1500), formatRubles(3000)),
    );
    expect(alertOf(root)).toBe('');
    await send(root);

    const [first, second] = api?.orders ?? [];
    expect([first?.body.quantity, second?.body.quantity]).toEqual([5, 2]);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(confirmation(root)[0]).toBe('Заявка #1002 отправлена');
  });

  it('says «Нет в наличии» at the quantity and cannot be sent when none is left', async () => {
    const { root } = await openDialog([stockShort(0)]);
    fillValidForm(root);

    await send(root);

    expect(errorOf(root, 'quantity')).toBe(orderMessages.outOfStock);
    expect(sendButton(root).disabled).toBe(true);
    expect(alertOf(root)).toBe('');
  });

  it('cannot be sent for a product the card says none is left of', async () => {
    const { root } = await openDialog([], { available: false });

    expect(errorOf(root, 'quantity')).toBe(orderMessages.outOfStock);
    expect(sendButton(root).disabled).toBe(true);
  });
});

describe('order dialog of a widget paid online', () => {
  const paid = { payment: onlinePayment };

  it('says «Перейти к оплате» on its button, again once an attempt is answered', async () => {
    const { root } = await openDialog(['drop'], {}, paid);
    expect(sendButton(root).textContent).toBe(buyerPaymentTexts.pay);
    fillValidForm(root);

    await send(root);

    expect(alertOf(root)).toBe(orderMessages.networkError);
    expect(sendButton(root).textContent).toBe(buyerPaymentTexts.pay);
  });

  it("confirms the order, then sends the buyer to the provider's page", async () => {
    const leaving = recordLeaving();
    const { root } = await openDialog([paidOnline(1042, PROVIDER_PAGE)], {}, paid);
    fillValidForm(root);

    await send(root);

    expect(confirmation(root)[0]).toBe(orderMessages.sent(1042));
    expect(leaving.mock.calls).toEqual([[PROVIDER_PAGE]]);
  });

  it('says paying is not possible now when the provider was not reached, the order kept', async () => {
    const leaving = recordLeaving();
    const { root } = await openDialog([paidOnline(1042, null)], {}, paid);
    fillValidForm(root);

    await send(root);

    expect(confirmation(root)).toEqual([
      orderMessages.sent(1042),
      orderMessages.sentTotal(formatRubles(2000)),
      orderMessages.sentNext('+7 900 123-45-67'),
      paymentMessages.paymentUnavailable,
    ]);
    expect(leaving).not.toHaveBeenCalled();
  });

  it('confirms as ever an order the server does not have paid online', async () => {
    const leaving = recordLeaving();
    const { root } = await openDialog(
      [{ status: 201, body: { data: { number: 1043, total: 2000 } } }],
      {},
      paid,
    );
    fillValidForm(root);

    await send(root);

    expect(confirmation(root)).toEqual([
      orderMessages.sent(1043),
      orderMessages.sentTotal(formatRubles(2000)),
      orderMessages.sentNext('+7 900 123-45-67'),
    ]);
    expect(leaving).not.toHaveBeenCalled();
  });
});
