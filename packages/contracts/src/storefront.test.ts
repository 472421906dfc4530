import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from './limits';
import { orderFormErrors, type OrderFormFields } from './order-form';
import { orderMessages } from './order-messages';
import { orderPayloadSchema, storefrontShowcasesSchema } from './storefront';

const form: OrderFormFields = {
  quantity: 2,
  name: ' Анна ',
  phone: '8 (900) 123-45-67',
  email: '',
  comment: '',
  consent: true,
};

const payload = {
  site_id: 3,
  tag_div: 'vitrina-1',
  product_id: 12,
  ...form,
  page_url: 'https://shop.ru/catalog?page=2',
  unit_price_seen: 1350,
  website: '',
};

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('orderFormErrors', () => {
  it('accepts a filled form', () => {
    expect(orderFormErrors(form)).toEqual({});
  });

  it('names every refused field', () => {
    expect(
      orderFormErrors({
        quantity: 0,
        name: '  ',
        phone: '',
        email: 'a@',
        comment: '',
        consent: false,
      }),
    ).toEqual({
      quantity: orderMessages.quantityInvalid,
      name: orderMessages.nameRequired,
      phone: orderMessages.phoneRequired,
      email: orderMessages.emailInvalid,
      consent: orderMessages.consentRequired,
    });
  });

  it.each([
    ['quantity', { quantity: ORDER_LIMITS.quantityMax + 1 }, orderMessages.quantityInvalid],
    ['quantity', { quantity: 1.5 }, orderMessages.quantityInvalid],
    ['name', { name: 'я'.repeat(ORDER_LIMITS.nameMaxLength + 1) }, orderMessages.nameTooLong],
    ['phone', { phone: '12345' }, orderMessages.phoneInvalid],
    [
      'comment',
      { comment: 'я'.repeat(ORDER_LIMITS.commentMaxLength + 1) },
      orderMessages.commentTooLong,
    ],
  ])('refuses a wrong %s', (field, change, message) => {
    expect(orderFormErrors({ ...form, ...change })).toEqual({ [field]: message });
  });

  it('accepts the limits themselves', () => {
    const atLimits = {
      ...form,
      quantity: ORDER_LIMITS.quantityMax,
      name: 'я'.repeat(ORDER_LIMITS.nameMaxLength),
      comment: 'я'.repeat(ORDER_LIMITS.commentMaxLength),
    };
    expect(orderFormErrors(atLimits)).toEqual({});
  });
});

describe('orderPayloadSchema', () => {
  it('reads the phone in its one spelling and trims the name', () => {
    const { product_id, quantity, unit_price_seen, ...buyer } = payload;
    expect(orderPayloadSchema.parse(payload)).toEqual({
      ...buyer,
      lines: [{ product_id, quantity, unit_price_seen }],
      name: 'Анна',
      phone: '+79001234567',
    });
  });

  describe('with a cart', () => {
    const { product_id: _product, quantity: _quantity, unit_price_seen: _seen, ...buyer } = payload;
    const line = (product_id: number, variant_id?: number) => ({
      product_id,
      variant_id,
      quantity: 2,
      unit_price_seen: 100,
    });

    it('reads its lines as sent', () => {
      const lines = [line(1), line(1, 7), line(2)];
      expect(orderPayloadSchema.parse({ ...buyer, lines }).lines).toEqual(lines);
    });

    it.each([
      ['no lines', [], orderMessages.linesEmpty],
      [
        `${ORDER_LIMITS.linesMax + 1} lines`,
        Array.from({ length: ORDER_LIMITS.linesMax + 1 }, (_, at) => line(at + 1)),
        orderMessages.linesTooMany,
      ],
      ['one product twice', [line(1), line(1)], orderMessages.lineRepeated],
    ])('refuses %s', (_case, lines, message) => {
      expect(messagesOf(orderPayloadSchema.safeParse({ ...buyer, lines }))).toEqual([
        ['lines', message],
      ]);
    });

    it('names the line whose quantity is out of bounds', () => {
      const lines = [line(1), { ...line(2), quantity: 0 }];
      expect(messagesOf(orderPayloadSchema.safeParse({ ...buyer, lines }))).toEqual([
        ['lines.1.quantity', orderMessages.quantityInvalid],
      ]);
    });

    it('refuses an order with neither a cart nor a product, and one with both', () => {
      expect(messagesOf(orderPayloadSchema.safeParse(buyer))).toEqual([
        ['lines', orderMessages.linesEmpty],
      ]);
      expect(messagesOf(orderPayloadSchema.safeParse({ ...payload, lines: [line(1)] }))).toEqual([
        ['lines', orderMessages.refused],
      ]);
    });

    it('refuses a one-product order without its price seen', () => {
      const { unit_price_seen: _price, ...unseen } = payload;
      expect(messagesOf(orderPayloadSchema.safeParse(unseen)).map(([field]) => field)).toEqual([
        'unit_price_seen',
      ]);
    });
  });

  it('needs neither email, comment nor the honeypot', () => {
    const { email: _email, comment: _comment, website: _website, ...required } = payload;
    expect(orderPayloadSchema.safeParse(required).success).toBe(true);
  });

  it('refuses what the form refuses, with the same messages', () => {
    const result = orderPayloadSchema.safeParse({
      ...payload,
      quantity: 1000,
      name: '',
      phone: '+7 900',
      email: 'нет',
      consent: false,
    });
    expect(messagesOf(result)).toEqual([
      ['quantity', orderMessages.quantityInvalid],
      ['name', orderMessages.nameRequired],
      ['phone', orderMessages.phoneInvalid],
      ['email', orderMessages.emailInvalid],
      ['consent', orderMessages.consentRequired],
    ]);
  });

  it.each([
    ['a filled honeypot', { website: 'https://spam.example' }, 'website', orderMessages.refused],
    ['consent missing', { consent: undefined }, 'consent', orderMessages.consentRequired],
    ['consent as text', { consent: 'true' }, 'consent', orderMessages.consentRequired],
    ['quantity as text', { quantity: '2' }, 'quantity', orderMessages.quantityInvalid],
    [
      'a page that is not http',
      { page_url: 'javascript:alert(1)' },
      'page_url',
      orderMessages.pageUrlInvalid,
    ],
    [
      'a page URL too long',
      { page_url: `https://shop.ru/${'a'.repeat(ORDER_LIMITS.pageUrlMaxLength)}` },
      'page_url',
      orderMessages.pageUrlInvalid,
    ],
  ])('refuses %s', (_, change, path, message) => {
    expect(messagesOf(orderPayloadSchema.safeParse({ ...payload, ...change }))).toEqual([
      [path, message],
    ]);
  });
});

describe('storefrontShowcasesSchema', () => {
  it('reads a site with one showcase', () => {
    const answer = {
      data: {
        showcases: [
          {
            widget_id: 1,
            tag_div: 'vitrina-1',
            style: {
              accent_color: '#2563eb',
              columns: 3,
              show_description: true,
              button_text: 'Купить',
              order_flow: 'cart',
              cart_position: 'bottom-right',
              online_payment: false,
              policy_url: 'https://shop.example.ru/privacy',
              confirmation_text: null,
            },
            tags: [{ key: 'c1', title: 'Одежда' }],
            cards: [
              {
                id: 12,
                title: 'Кеды',
                description: null,
                price: '1990.00',
                discount_value: '10',
                discount_type: 'PERCENT',
                module: 'THINGS',
                photo: null,
                main_values: ['Цвет: белый'],
                tags: ['c1'],
                available: true,
                variants: {
                  options: [{ title: 'Размер', values: [{ id: 7, value: '42' }] }],
                  items: [
                    {
                      id: 3,
                      value_ids: [7],
                      price: '1990.00',
                      discount_value: '10',
                      discount_type: 'PERCENT',
                      available: true,
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    };
    expect(storefrontShowcasesSchema.parse(answer)).toEqual(answer);
  });
});
