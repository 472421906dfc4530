import type { StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';

/** A card of the showcases answer; each test names what it checks. */
export const aCard = (overrides: Partial<StorefrontCard> = {}): StorefrontCard => ({
  id: 1,
  title: 'Кеды',
  description: 'Белые, кожаные',
  price: '2000.00',
  discount_value: '0',
  discount_type: 'PERCENT',
  module: 'THINGS',
  photo: null,
  main_values: [],
  tags: ['c1'],
  available: true,
  variants: null,
  ...overrides,
});

export const aShowcase = (overrides: Partial<StorefrontShowcase> = {}): StorefrontShowcase => ({
  widget_id: 1,
  tag_div: 'vitrina-1',
  style: { accent_color: '#2563eb', columns: 3, show_description: true, button_text: 'Купить' },
  tags: [{ key: 'c1', title: 'Обувь' }],
  cards: [aCard()],
  ...overrides,
});

/** `count` cards with ids from 1, each under `tags`. */
export const cards = (count: number, tags = ['c1']) =>
  Array.from({ length: count }, (_, index) =>
    aCard({ id: index + 1, title: `Товар ${index + 1}`, tags }),
  );

/** Photo `n` of a product, its files on Vitrina's origin. */
export const aPhoto = (n: number) => ({
  preview: `/media/p${n}/800.webp`,
  small: `/media/p${n}/320.webp`,
  orig: `/media/p${n}/2560.webp`,
});
