import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatRubles, fromPrice } from '@vitrina/contracts/pricing';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrast, TEXT_CONTRAST, WHITE } from './contrast';
import { CARDS_PER_PAGE, renderShowcase, type DrawnCard, type ShowcaseHandlers } from './showcase';
import { STYLES } from './styles';
import {
  aCard,
  aMug,
  aPhoto,
  aShowcase,
  aVariant,
  BLUE,
  cards,
  LARGE,
  MUG_VARIANTS,
  RED,
  SMALL,
} from './testing/showcases';

const ORIGIN = 'https://vitrina.example';

function rendered(showcase: StorefrontShowcase, handlers: Partial<ShowcaseHandlers> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  renderShowcase(root, showcase, ORIGIN, { buy: vi.fn(), ...handlers });
  return root;
}

const titles = (root: ShadowRoot) =>
  [...root.querySelectorAll('.card h3')].map((title) => title.textContent);
const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === text);

afterEach(() => document.body.replaceChildren());

describe('renderShowcase', () => {
  it('renders a card of spec §2.7: named, photo, title, description, main values, price, button', () => {
    const root = rendered(
      aShowcase({
        cards: [
          aCard({
            photo: {
              preview: '/media/p/800.webp',
              small: '/media/p/320.webp',
              orig: '/media/p/2560.webp',
            },
            main_values: ['Цвет: белый, чёрный', 'Размер: 42'],
          }),
        ],
      }),
    );
    const card = root.querySelector('.card')!;
    const image = card.querySelector('img')!;

    expect(card.getAttribute('aria-label')).toBe('Кеды');
    expect(image.getAttribute('src')).toBe(`${ORIGIN}/media/p/320.webp`);
    expect(image.getAttribute('srcset')).toBe(
      `${ORIGIN}/media/p/320.webp 320w, ${ORIGIN}/media/p/800.webp 800w`,
    );
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(card.querySelector('h3')?.textContent).toBe('Кеды');
    expect(card.querySelector('p')?.textContent).toBe('Белые, кожаные');
    expect([...card.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Цвет: белый, чёрный',
      'Размер: 42',
    ]);
    expect(card.querySelector('.price')?.textContent).toBe(formatRubles(2000));
    expect(card.querySelector('.buy')?.textContent).toBe('Купить');
  });

  it.each([
    [
      'a percent discount',
      { discount_value: '10', discount_type: 'PERCENT' },
      [formatRubles(1800), formatRubles(2000), '−10%'],
    ],
    [
      'a ruble discount',
      { discount_value: '150', discount_type: 'RUBLES' },
      [formatRubles(1850), formatRubles(2000), `−${formatRubles(150)}`],
    ],
  ] as const)('shows %s with the struck old price', (_, discount, [price, old, label]) => {
    const root = rendered(aShowcase({ cards: [aCard(discount)] }));
    const block = root.querySelector('.price')!;

    expect(block.querySelector('b')?.textContent).toBe(price);
    expect(block.querySelector('s')?.textContent).toBe(old);
    expect(block.querySelector('.discount')?.textContent).toBe(label);
  });

  it("shows 'Цена не указана' and no discount without a price", () => {
    const root = rendered(aShowcase({ cards: [aCard({ price: null, discount_value: '10' })] }));

    expect(root.querySelector('.price')?.textContent).toBe('Цена не указана');
  });

  it('says «Нет в наличии» on a product that cannot be ordered, its button disabled by it', () => {
    const buy = vi.fn();
    const root = rendered(
      aShowcase({ cards: [aCard({ id: 3, available: false }), aCard({ id: 4, title: 'Кепка' })] }),
      { buy },
    );
    const [soldOut, onSale] = [...root.querySelectorAll('.card')];
    const button = soldOut!.querySelector<HTMLButtonElement>('.buy')!;

    expect(soldOut!.querySelector('.stock')?.textContent).toBe(orderMessages.outOfStock);
    expect(button.disabled).toBe(true);
    expect(root.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      orderMessages.outOfStock,
    );
    button.click();
    expect(buy).not.toHaveBeenCalled();
    expect(onSale!.querySelector('.stock')).toBeNull();
    expect(onSale!.querySelector<HTMLButtonElement>('.buy')!.disabled).toBe(false);
    expect(onSale!.querySelector('.buy')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('draws «Нет в наличии» and a disabled button in colours that read (AA)', () => {
    const colours = (rule: string) =>
      new RegExp(`${rule}\\{([^}]*)\\}`).exec(STYLES)?.[1]?.match(/#[0-9a-f]{6}/g) ?? [];
    const [labelInk] = colours('\\.stock');
    const [, background, ink] = colours('button:disabled');

    expect(contrast(labelInk!, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(ink!, background!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('shows «от» and the lowest price of the combinations on sale when their prices differ', () => {
    const cheapestSoldOut = [
      aVariant(1, [RED, SMALL], '900.00', { available: false }),
      aVariant(2, [RED, LARGE], '1500.00', { discount_value: '20' }),
      ...MUG_VARIANTS.slice(2),
    ];
    const root = rendered(aShowcase({ cards: [aMug(), aMug(cheapestSoldOut, { id: 6 })] }));
    const blocks = [...root.querySelectorAll('.price')];

    expect(blocks.map((block) => block.textContent)).toEqual([
      fromPrice(formatRubles(1200)),
      fromPrice(formatRubles(1200)),
    ]);
    expect(blocks[0]?.textContent).toBe('от 1\u00a0200\u00a0₽');
    expect(blocks[1]?.querySelector('s')).toBeNull();
  });

  it('shows the one price, its discount with it, when every combination costs the same', () => {
    const same = [RED, BLUE].map((colour, at) =>
      aVariant(at + 1, [colour, SMALL], '1000.00', { discount_value: '10' }),
    );
    const root = rendered(aShowcase({ cards: [aMug(same)] }));
    const block = root.querySelector('.price')!;

    expect(block.querySelector('b')?.textContent).toBe(formatRubles(900));
    expect(block.querySelector('s')?.textContent).toBe(formatRubles(1000));
  });

  it('shows the lowest of all when no combination is on sale, and the card its own without prices', () => {
    const soldOut = MUG_VARIANTS.map((item) => ({ ...item, available: false }));
    const unpriced = MUG_VARIANTS.map((item) => ({ ...item, price: null }));
    const root = rendered(
      aShowcase({ cards: [aMug(soldOut), aMug(unpriced, { id: 6, price: null })] }),
    );

    expect([...root.querySelectorAll('.price')].map((block) => block.textContent)).toEqual([
      fromPrice(formatRubles(1200)),
      'Цена не указана',
    ]);
  });

  it('leaves the description out when the style says so, and uses its button text', () => {
    const style = { ...aShowcase().style, show_description: false, button_text: 'Заказать' };
    const root = rendered(aShowcase({ style }));

    expect(root.querySelector('.card p:not(.price)')).toBeNull();
    expect(root.querySelector('.buy')?.textContent).toBe('Заказать');
  });

  it("draws into the widget's frame, which carries the look (look.test.ts)", () => {
    const style = { ...aShowcase().style, accent_color: '#10b981', columns: 2 };
    const root = rendered(aShowcase({ style }));
    const frame = root.querySelector<HTMLElement>('.vitrina')!;

    expect([...root.children].map((child) => child.tagName)).toEqual(['STYLE', 'DIV']);
    expect(frame.querySelector('.showcase')).not.toBeNull();
    expect(frame.style.getPropertyValue('--accent')).toBe('#10b981');
    expect(frame.style.getPropertyValue('--on-accent')).toBe('#000000');
    expect(frame.style.getPropertyValue('--columns')).toBe('2');
  });

  it('tells who listens of the cards on screen each time they are drawn, in order', () => {
    const drawn = vi.fn();
    const root = rendered(aShowcase({ cards: cards(CARDS_PER_PAGE + 1) }), { drawn });
    const shown = () =>
      drawn.mock.lastCall?.[0].map(({ card, element }: DrawnCard) => [
        card.id,
        element.isConnected,
      ]);

    expect(shown()).toEqual(cards(CARDS_PER_PAGE).map(({ id }) => [id, true]));
    buttonNamed(root, 'Показать ещё')!.click();
    expect(drawn).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual(cards(CARDS_PER_PAGE + 1).map(({ id }) => [id, true]));
  });

  it('filters by category when the showcase shows several', () => {
    const root = rendered(
      aShowcase({
        tags: [
          { key: 'c1', title: 'Обувь' },
          { key: 'c2', title: 'Сумки' },
        ],
        cards: [
          aCard({ id: 1, title: 'Кеды', tags: ['c1'] }),
          aCard({ id: 2, title: 'Рюкзак', tags: ['c2'] }),
        ],
      }),
    );
    const bags = buttonNamed(root, 'Сумки')!;
    expect(buttonNamed(root, 'Все')?.getAttribute('aria-pressed')).toBe('true');
    expect(bags.getAttribute('aria-pressed')).toBe('false');

    bags.click();
    expect(titles(root)).toEqual(['Рюкзак']);
    expect(bags.getAttribute('aria-pressed')).toBe('true');
    buttonNamed(root, 'Все')!.click();
    expect(titles(root)).toEqual(['Кеды', 'Рюкзак']);
    expect(bags.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no filter for a single category', () => {
    expect(rendered(aShowcase()).querySelector('.filter')).toBeNull();
  });

  it("shows 24 cards, then 24 more with each 'Показать ещё'", () => {
    const root = rendered(aShowcase({ cards: cards(CARDS_PER_PAGE * 2 + 1) }));
    const more = buttonNamed(root, 'Показать ещё')!;

    expect(titles(root)).toHaveLength(24);
    more.click();
    expect(titles(root)).toHaveLength(48);
    more.click();
    expect(titles(root)).toHaveLength(49);
    expect(more.hidden).toBe(true);
  });

  it("hides 'Показать ещё' while every card is shown", () => {
    const root = rendered(aShowcase({ cards: cards(CARDS_PER_PAGE) }));

    expect(buttonNamed(root, 'Показать ещё')?.hidden).toBe(true);
  });

  it('shows markup in merchant text as text', () => {
    const attack = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const root = rendered(
      aShowcase({
        tags: [
          { key: 'c1', title: attack },
          { key: 'c2', title: 'Сумки' },
        ],
        cards: [aCard({ title: attack, description: attack, main_values: [attack] })],
      }),
    );

    expect(root.querySelector('.card h3')?.textContent).toBe(attack);
    expect(root.querySelectorAll('script, img')).toHaveLength(0);
    expect(buttonNamed(root, attack)).toBeDefined();
  });

  it('refuses photos from any origin but its own', () => {
    const root = rendered(
      aShowcase({
        cards: [
          aCard({
            photo: {
              preview: 'https://tracker.example/800.webp',
              small: '/media/p/320.webp',
              orig: '/media/p/2560.webp',
            },
          }),
          aCard({
            id: 2,
            photo: { preview: 'javascript:alert(1)', small: 'data:image/png;base64,AA', orig: '' },
          }),
        ],
      }),
    );

    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelectorAll('.nophoto')).toHaveLength(2);
  });

  it('hands the card and its button to the buy handler', () => {
    const onBuy = vi.fn();
    const root = rendered(aShowcase(), { buy: onBuy });
    const buy = root.querySelector<HTMLButtonElement>('.buy')!;

    buy.click();
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), buy);
  });

  it("opens the card's view from its photo and its title, buttons named by the title", () => {
    const open = vi.fn();
    const root = rendered(aShowcase({ cards: [aCard({ photo: aPhoto(1) }), aCard({ id: 2 })] }), {
      open,
    });
    const [first, second] = [...root.querySelectorAll('.card')];
    const photoButton = first!.querySelector<HTMLButtonElement>('button.photo')!;
    const titleButton = second!.querySelector<HTMLButtonElement>('h3 button')!;

    expect(photoButton.getAttribute('aria-label')).toBe('Кеды');
    expect(photoButton.querySelector('img')).not.toBeNull();
    // A keyboard meets the product once, at its title.
    expect(photoButton.tabIndex).toBe(-1);
    expect(second!.querySelector('button.photo .nophoto')).not.toBeNull();
    expect(titleButton.textContent).toBe('Кеды');
    photoButton.click();
    titleButton.click();
    expect(open.mock.calls).toEqual([
      [expect.objectContaining({ id: 1 }), photoButton],
      [expect.objectContaining({ id: 2 }), titleButton],
    ]);
  });

  it('leaves the photo and title plain without a view to open', () => {
    const root = rendered(aShowcase());

    expect(root.querySelectorAll('.card button')).toHaveLength(1);
  });
});
