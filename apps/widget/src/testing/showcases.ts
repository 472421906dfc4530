import type {
  StorefrontCard,
  StorefrontShowcase,
  StorefrontVariant,
} from '@vitrina/contracts/storefront';

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

/** Values of the options of `aMug`: colours 11 and 12, volumes 21 and 22. */
export const RED = 11;
export const BLUE = 12;
export const SMALL = 21;
export const LARGE = 22;

/** A combination of `aMug`: its values, its price in rubles, on sale unless told. */
export const aVariant = (
  id: number,
  valueIds: number[],
  price: string,
  overrides: Partial<StorefrontVariant> = {},
): StorefrontVariant => ({
  id,
  value_ids: valueIds,
  price,
  discount_value: '0',
  discount_type: 'PERCENT',
  available: true,
  ...overrides,
});

/** The mug's four combinations: each its own price, the blue large one sold out. */
export const MUG_VARIANTS = [
  aVariant(101, [RED, SMALL], '1200.00'),
  aVariant(102, [RED, LARGE], '1500.00'),
  aVariant(103, [BLUE, SMALL], '1300.00'),
  aVariant(104, [BLUE, LARGE], '1600.00', { available: false }),
];

/** A mug in two colours and two volumes, sold as `items` (MUG_VARIANTS unless told). */
export const aMug = (items = MUG_VARIANTS, overrides: Partial<StorefrontCard> = {}) =>
  aCard({
    id: 5,
    title: 'Кружка',
    price: '1200.00',
    available: items.some((item) => item.available),
    variants: {
      options: [
        {
          title: 'Цвет',
          values: [
            { id: RED, value: 'Красный' },
            { id: BLUE, value: 'Синий' },
          ],
        },
        {
          title: 'Объём',
          values: [
            { id: SMALL, value: '250 мл' },
            { id: LARGE, value: '350 мл' },
          ],
        },
      ],
      items,
    },
    ...overrides,
  });

export const aShowcase = (overrides: Partial<StorefrontShowcase> = {}): StorefrontShowcase => ({
  widget_id: 1,
  tag_div: 'vitrina-1',
  // The one-product order the tests written before the cart are about; cart tests ask for it.
  style: {
    accent_color: '#2563eb',
    columns: 3,
    show_description: true,
    button_text: 'Купить',
    order_flow: 'direct',
    cart_position: 'bottom-right',
    online_payment: false,
    policy_url: null,
    confirmation_text: null,
  },
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
