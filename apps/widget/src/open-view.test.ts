import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { StorefrontCard } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontApi } from './api';
import { renderFrame } from './frame';
import { openProductView, type ViewContext } from './open-view';
import { startPublicApi, type PublicApi } from './testing/public-api';
import {
  aCard,
  aMug,
  aPhoto,
  aShowcase,
  aVariant,
  BLUE,
  LARGE,
  MUG_VARIANTS,
  RED,
  SMALL,
} from './testing/showcases';
import * as productView from './view/product-view';
import type { ProductDetails } from './view/product-view';

let api: PublicApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
  document.body.replaceChildren();
});

const FIVE_PHOTOS = [1, 2, 3, 4, 5].map(aPhoto);

/**
 * A card's view opened from a button in the widget's frame, its details read from a loopback public
 * API holding `products`, its code the view's module itself unless `context` says otherwise.
 */
async function openView(
  card: StorefrontCard,
  products: ProductDetails[] = [],
  context: Partial<ViewContext> = {},
) {
  api = await startPublicApi([], [], products);
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const opener = document.createElement('button');
  renderFrame(root, aShowcase().style, opener);
  opener.focus();
  const onBuy = vi.fn();
  openProductView(root, card, opener, {
    loadView: async () => productView,
    readDetails: storefrontApi(api.origin, 3).product,
    origin: api.origin,
    buttonText: 'Заказать',
    onBuy,
    ...context,
  });
  const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
  return { root, opener, dialog, onBuy, origin: api.origin };
}

/** Opens the view of a card with five photos and waits until the counter shows them. */
async function openFivePhotos() {
  const opened = await openView(aCard({ id: 7, photo: aPhoto(1) }), [
    { id: 7, photos: FIVE_PHOTOS, text: null },
  ]);
  await expect.poll(() => counter(opened.root)?.textContent).toBe('1 из 5');
  return opened;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const counter = (root: ShadowRoot) => root.querySelector('.counter');
const image = (root: ShadowRoot) => root.querySelector<HTMLImageElement>('.gallery img')!;
const buttonNamed = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  )!;
const press = (target: Element, key: string, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
const swipe = (target: Element, from: [number, number], to: [number, number]) => {
  const at = ([clientX, clientY]: [number, number]) => ({ clientX, clientY, bubbles: true });
  target.dispatchEvent(new PointerEvent('pointerdown', at(from)));
  target.dispatchEvent(new PointerEvent('pointerup', at(to)));
};

describe('product view', () => {
  it('opens at once as a modal dialog named by the product, busy while its code loads', async () => {
    const code = deferred<typeof productView>();
    const { root, dialog } = await openView(aCard({ title: 'Кеды' }), [], {
      loadView: () => code.promise,
    });

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Кеды');
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(root.activeElement).toBe(buttonNamed(root, 'Закрыть'));
    code.resolve(productView);
    await expect.poll(() => dialog.hasAttribute('aria-busy')).toBe(false);
    expect(dialog.querySelector('.buy')?.textContent).toBe('Заказать');
  });

  it("shows the card's own photo while the details load, then every photo of the product", async () => {
    const details = deferred<ProductDetails | null>();
    const { root, origin } = await openView(aCard({ id: 7, photo: aPhoto(1) }), [], {
      readDetails: () => details.promise,
    });

    await expect.poll(() => image(root)?.getAttribute('src')).toBe(`${origin}/media/p1/320.webp`);
    expect(image(root).alt).toBe('Кеды');
    expect(counter(root)?.textContent).toBe('');
    expect(buttonNamed(root, 'Следующее фото').hidden).toBe(true);

    details.resolve({ id: 7, photos: FIVE_PHOTOS, text: null });
    await expect.poll(() => counter(root)?.textContent).toBe('1 из 5');
    expect(image(root).getAttribute('srcset')).toBe(
      `${origin}/media/p1/320.webp 320w, ${origin}/media/p1/800.webp 800w`,
    );
    expect(image(root).alt).toBe('Кеды, фото 1 из 5');
    expect(buttonNamed(root, 'Следующее фото').hidden).toBe(false);
  });

  it('reads the details of the product it shows from the public API', async () => {
    const { root } = await openFivePhotos();

    expect(api?.productRequests).toEqual(['/api/v1/public/sites/3/products/7']);
    expect(counter(root)?.getAttribute('aria-live')).toBe('polite');
  });

  it('turns the photos with its labelled arrows and the keys ← and →, around at either end', async () => {
    const { root, dialog, origin } = await openFivePhotos();

    buttonNamed(root, 'Следующее фото').click();
    expect(counter(root)?.textContent).toBe('2 из 5');
    expect(image(root).getAttribute('src')).toBe(`${origin}/media/p2/320.webp`);
    expect(image(root).alt).toBe('Кеды, фото 2 из 5');
    press(dialog, 'ArrowLeft');
    press(dialog, 'ArrowLeft');
    expect(counter(root)?.textContent).toBe('5 из 5');
    press(buttonNamed(root, 'Закрыть'), 'ArrowRight');
    expect(counter(root)?.textContent).toBe('1 из 5');
    buttonNamed(root, 'Предыдущее фото').click();
    expect(counter(root)?.textContent).toBe('5 из 5');
  });

  it('turns the photos by a swipe across the photo, not by a tap or an upward move', async () => {
    const { root } = await openFivePhotos();
    const stage = image(root).parentElement!;

    swipe(stage, [300, 100], [180, 110]);
    expect(counter(root)?.textContent).toBe('2 из 5');
    swipe(stage, [100, 100], [220, 90]);
    expect(counter(root)?.textContent).toBe('1 из 5');
    swipe(stage, [100, 100], [110, 100]);
    swipe(stage, [100, 300], [160, 100]);
    expect(counter(root)?.textContent).toBe('1 из 5');
  });

  it('shows the description, «Текст» as plain text with its line breaks, every main characteristic and the price', async () => {
    const text = 'Кожа.\n<b>Подошва</b> <img src=x onerror="window.hacked=1">\n\nСделано в России';
    const { root, dialog } = await openView(
      aCard({ id: 7, main_values: ['Цвет: белый', 'Размер: 42'], price: '2000.00' }),
      [{ id: 7, photos: [], text }],
    );

    const textBlock = () => dialog.querySelector<HTMLElement>('.text')!;
    await expect.poll(() => textBlock()?.textContent).toBe(text);
    expect(textBlock().children).toHaveLength(0);
    // jsdom computes no style of a shadow root: the rule itself is checked.
    expect(dialog.querySelector('style')?.textContent).toMatch(/\.text\{[^}]*white-space:pre-line/);
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('.details p')?.textContent).toBe('Белые, кожаные');
    expect([...dialog.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Цвет: белый',
      'Размер: 42',
    ]);
    expect(dialog.querySelector('.price')?.textContent).toBe(formatRubles(2000));
  });

  it('shows the card alone when the details cannot be read', async () => {
    const { root, dialog, origin } = await openView(aCard({ id: 7, photo: aPhoto(1) }));

    await expect.poll(() => api?.productRequests).toHaveLength(1);
    await expect.poll(() => dialog.hasAttribute('aria-busy')).toBe(false);
    expect(image(root).getAttribute('src')).toBe(`${origin}/media/p1/320.webp`);
    expect(dialog.querySelector<HTMLElement>('.text')?.hidden).toBe(true);
  });

  it('shows no photo from another origin', async () => {
    const foreign = { preview: 'https://tracker.example/800.webp', small: 'x', orig: 'y' };
    const { root } = await openView(aCard({ id: 7, photo: null }), [
      { id: 7, photos: [foreign, aPhoto(2)], text: null },
    ]);

    await expect.poll(() => image(root)?.getAttribute('src')).toContain('/media/p2/320.webp');
    expect(counter(root)?.textContent).toBe('');
    expect(root.querySelector('[src*="tracker"], [srcset*="tracker"]')).toBeNull();
  });

  it('keeps Tab inside, closes on Esc and gives focus back to its opener', async () => {
    const { root, dialog, opener } = await openFivePhotos();
    const close = buttonNamed(root, 'Закрыть');
    const buy = dialog.querySelector<HTMLButtonElement>('.buy')!;

    buy.focus();
    press(buy, 'Tab');
    expect(root.activeElement).toBe(close);
    press(close, 'Tab', true);
    expect(root.activeElement).toBe(buy);
    press(buy, 'Escape');
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('keeps Tab and Esc working once a click on its text has focused the dialog itself', async () => {
    const { root, dialog, opener } = await openFivePhotos();

    dialog.focus();
    expect(root.activeElement).toBe(dialog);
    press(dialog, 'Tab', true);
    expect(root.activeElement).toBe(dialog.querySelector('.buy'));
    dialog.focus();
    press(dialog, 'Escape');
    expect(root.activeElement).toBe(opener);
  });

  it('closes by a click beside it', async () => {
    const { root, opener } = await openFivePhotos();

    root.querySelector<HTMLElement>('.overlay')!.click();
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.activeElement).toBe(opener);
  });

  it('stays open, focus inside, for the second click of the double click that opened it', async () => {
    const { root } = await openFivePhotos();
    const overlay = root.querySelector<HTMLElement>('.overlay')!;
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });

    overlay.dispatchEvent(press);
    overlay.dispatchEvent(new MouseEvent('click', { detail: 2, bubbles: true }));
    expect(press.defaultPrevented).toBe(true);
    expect(root.querySelector('[role=dialog]')).not.toBeNull();
  });

  it("hands the card and its opener over to the order dialog on 'Купить'", async () => {
    const card = aCard({ id: 7, photo: aPhoto(1) });
    const { root, dialog, opener, onBuy } = await openView(card, [
      { id: 7, photos: FIVE_PHOTOS, text: null },
    ]);
    await expect.poll(() => dialog.querySelector('.buy')).not.toBeNull();

    dialog.querySelector<HTMLButtonElement>('.buy')!.click();
    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(onBuy).toHaveBeenCalledWith(card, opener, undefined);
  });

  it('opens the order dialog instead when its code cannot load', async () => {
    const card = aCard({ id: 7 });
    const { root, opener, onBuy } = await openView(card, [], {
      loadView: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });

    await expect.poll(() => onBuy.mock.calls).toEqual([[card, opener, undefined]]);
    expect(root.querySelector('[role=dialog]')).toBeNull();
  });
});

/** Each option's group: its name and its values, each as a buyer hears it, checked or not. */
const groups = (root: ParentNode) =>
  [...root.querySelectorAll('fieldset')].map((group) => ({
    name: group.querySelector('legend')?.textContent,
    values: [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')].map(
      (radio) =>
        `${radio.getAttribute('aria-label') ?? radio.labels?.[0]?.textContent}` +
        `${radio.checked ? ' (выбран)' : ''}${radio.disabled ? ' (недоступен)' : ''}`,
    ),
  }));
const choice = (root: ParentNode, value: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((radio) =>
    radio.labels?.[0]?.textContent?.startsWith(value),
  )!;
const priceOf = (dialog: HTMLElement) => dialog.querySelector('.footer .price')?.textContent;

describe('product view of a product with variants', () => {
  it('shows each option as a group of choices, the first combination on sale chosen, at its price', async () => {
    const { dialog } = await openView(aMug());
    await expect.poll(() => dialog.querySelector('fieldset')).not.toBeNull();

    expect(groups(dialog)).toEqual([
      { name: 'Цвет', values: ['Красный (выбран)', 'Синий'] },
      { name: 'Объём', values: ['250 мл (выбран)', '350 мл'] },
    ]);
    expect(new Set([...dialog.querySelectorAll('input')].map((radio) => radio.name)).size).toBe(2);
    expect(priceOf(dialog)).toBe(formatRubles(1200));
  });

  it('disables a value no combination on sale has with the choices before it, saying so', async () => {
    const { dialog } = await openView(aMug());
    await expect.poll(() => dialog.querySelector('fieldset')).not.toBeNull();

    choice(dialog, 'Синий').click();

    expect(groups(dialog)).toEqual([
      { name: 'Цвет', values: ['Красный', 'Синий (выбран)'] },
      { name: 'Объём', values: ['250 мл (выбран)', '350 мл, нет в наличии (недоступен)'] },
    ]);
    expect(priceOf(dialog)).toBe(formatRubles(1300));
    choice(dialog, 'Красный').click();
    choice(dialog, '350 мл').click();
    expect(priceOf(dialog)).toBe(formatRubles(1500));
    expect(groups(dialog)[1]?.values).toEqual(['250 мл', '350 мл (выбран)']);
  });

  it('reaches every combination on sale from the first option down, the later choices following', async () => {
    const apart = [
      aVariant(1, [RED, SMALL], '1000.00'),
      aVariant(2, [RED, LARGE], '1000.00', { available: false }),
      aVariant(3, [BLUE, SMALL], '1000.00', { available: false }),
      aVariant(4, [BLUE, LARGE], '2000.00'),
    ];
    const { dialog } = await openView(aMug(apart));
    await expect.poll(() => dialog.querySelector('fieldset')).not.toBeNull();

    expect(groups(dialog)[0]?.values).toEqual(['Красный (выбран)', 'Синий']);
    choice(dialog, 'Синий').click();

    expect(groups(dialog)).toEqual([
      { name: 'Цвет', values: ['Красный', 'Синий (выбран)'] },
      { name: 'Объём', values: ['250 мл, нет в наличии (недоступен)', '350 мл (выбран)'] },
    ]);
    expect(priceOf(dialog)).toBe(formatRubles(2000));
  });

  it("hands the chosen combination over to the order dialog on 'Купить'", async () => {
    const card = aMug();
    const { dialog, opener, onBuy } = await openView(card);
    await expect.poll(() => dialog.querySelector('fieldset')).not.toBeNull();

    choice(dialog, 'Синий').click();
    dialog.querySelector<HTMLButtonElement>('.buy')!.click();

    expect(onBuy).toHaveBeenCalledWith(card, opener, 103);
  });

  it('says «Нет в наличии» in place of the button when no combination is on sale', async () => {
    const soldOut = MUG_VARIANTS.map((item) => ({ ...item, available: false }));
    const { dialog } = await openView(aMug(soldOut));
    await expect
      .poll(() => dialog.querySelector('.footer .stock')?.textContent)
      .toBe(orderMessages.outOfStock);

    expect(dialog.querySelector('.buy')).toBeNull();
    expect(groups(dialog).flatMap(({ values }) => values)).toEqual([
      'Красный, нет в наличии (недоступен)',
      'Синий, нет в наличии (недоступен)',
      '250 мл, нет в наличии (недоступен)',
      '350 мл, нет в наличии (недоступен)',
    ]);
    expect(priceOf(dialog)).toBe(`от ${formatRubles(1200)}`);
  });

  it('says «Нет в наличии» in place of the button for a product without variants none is left of', async () => {
    const { dialog } = await openView(aCard({ available: false }));
    await expect.poll(() => dialog.hasAttribute('aria-busy')).toBe(false);

    expect(dialog.querySelector('.footer .stock')?.textContent).toBe(orderMessages.outOfStock);
    expect(dialog.querySelector('.buy')).toBeNull();
    expect(dialog.querySelector('fieldset')).toBeNull();
  });
});
