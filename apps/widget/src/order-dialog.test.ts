import { orderMessages } from '@vitrina/contracts/order-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontApi } from './api';
import { openOrderDialog } from './order-dialog';
import { aCard } from './testing/showcases';
import { startPublicApi, type OrderReply, type PublicApi } from './testing/public-api';

let api: PublicApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
  document.body.replaceChildren();
});

/** The dialog of a 'Купить' button in a shadow root, against a loopback public API. */
async function openDialog(orderReplies: OrderReply[] = []) {
  api = await startPublicApi([], orderReplies);
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const opener = root.appendChild(document.createElement('button'));
  opener.focus();
  openOrderDialog(root, aCard({ id: 12, module: 'KILOGRAM' }), opener, {
    api: storefrontApi(api.origin, '3'),
    siteId: 3,
    tagDiv: 'vitrina-1',
  });
  return { root, opener, dialog: root.querySelector<HTMLElement>('[role=dialog]')! };
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

const consent = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('#consent')!;
const sendButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.send')!;
const errorOf = (root: ShadowRoot, id: string) => root.getElementById(`${id}-error`)?.textContent;
const press = (target: Element, key: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

function fillValidForm(root: ShadowRoot) {
  fill(root, { Имя: ' Анна ', Телефон: '8 (900) 123-45-67', Комментарий: 'После шести' });
  consent(root).checked = true;
}

/** Sends the form and waits for the answer: the success view, or the button free again. */
async function send(root: ShadowRoot) {
  sendButton(root).click();
  expect(sendButton(root).getAttribute('aria-busy')).toBe('true');
  await expect
    .poll(() => !!root.querySelector('[role=status]') || !sendButton(root).disabled)
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

  it('sends the order with an Idempotency-Key and shows its number', async () => {
    const { root } = await openDialog([{ status: 201, body: { data: { number: 1001 } } }]);
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
          website: '',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(root.querySelector('[role=status]')?.textContent).toBe('Заявка #1001 отправлена');
    expect(root.querySelector('form')).toBeNull();
  });

  it('sends again with the same key after a network error', async () => {
    const { root } = await openDialog(['drop', { status: 201, body: { data: { number: 1002 } } }]);
    fillValidForm(root);

    await send(root);
    expect(root.querySelector('[role=alert]')?.textContent).toBe(orderMessages.networkError);
    expect(sendButton(root).disabled).toBe(false);
    await send(root);

    const [first, retry] = api?.orders ?? [];
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(root.querySelector('[role=status]')?.textContent).toBe('Заявка #1002 отправлена');
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
