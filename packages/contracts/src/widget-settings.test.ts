import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { widgetStyleSchema } from './platform';
import { storefrontShowcaseSchema } from './storefront';
import { WIDGET_STYLE_DEFAULTS, widgetStyleOf } from './widget-style';
import { widgetSettingsMessages } from './widget-settings-messages';

const firstMessage = (body: unknown) => widgetStyleSchema.safeParse(body).error?.issues[0]?.message;

describe('the widget’s policy link (policy_url)', () => {
  it.each([
    'https://shop.example.ru/privacy',
    'https://магазин.рф/политика-конфиденциальности',
    'HTTPS://Shop.Example.ru/privacy?lang=ru#personal',
  ])('keeps %s as typed', (address) => {
    expect(widgetStyleSchema.parse({ policy_url: ` ${address} ` })).toEqual({
      policy_url: address,
    });
  });

  it.each([
    ['an empty field', ''],
    ['a blank one', '   '],
    ['null', null],
  ])('takes %s as none', (_, value) => {
    expect(widgetStyleSchema.parse({ policy_url: value })).toEqual({ policy_url: null });
  });

  it.each([
    ['plain http', 'http://shop.example.ru/privacy'],
    ['no scheme', 'shop.example.ru/privacy'],
    ['a script', 'javascript:alert(1)'],
    ['a page of data', 'data:text/html,<p>policy</p>'],
    ['one slash', 'https:/shop.example.ru/privacy'],
    ['a host without a dot', 'https://localhost/privacy'],
    ['a name and password', 'https://user:secret@shop.example.ru/privacy'],
    ['a space inside', 'https://shop.example.ru/privacy policy'],
    ['an address too long', `https://shop.example.ru/${'a'.repeat(2048)}`],
  ])('refuses %s in Russian', (_, value) => {
    expect(firstMessage({ policy_url: value })).toBe(widgetSettingsMessages.policyUrlInvalid);
  });

  it('refuses U+0000 first', () => {
    expect(firstMessage({ policy_url: 'https://shop.example.ru/\u0000' })).toBe(
      messages.text.forbiddenCharacter,
    );
  });
});

describe('the widget’s text after ordering (confirmation_text)', () => {
  it('keeps its line breaks, drops what reads unseen, and trims', () => {
    const typed = '  Спасибо!\r\nПозвоним\u202E в течение часа.  ';

    expect(widgetStyleSchema.parse({ confirmation_text: typed })).toEqual({
      confirmation_text: 'Спасибо!\nПозвоним в течение часа.',
    });
  });

  it('takes an empty or blank text as none', () => {
    expect(widgetStyleSchema.parse({ confirmation_text: ' \n ' })).toEqual({
      confirmation_text: null,
    });
    expect(widgetStyleSchema.parse({ confirmation_text: null })).toEqual({
      confirmation_text: null,
    });
  });

  it('takes 500 characters and refuses 501 in Russian', () => {
    expect(widgetStyleSchema.safeParse({ confirmation_text: 'я'.repeat(500) }).success).toBe(true);
    expect(firstMessage({ confirmation_text: 'я'.repeat(501) })).toBe(
      widgetSettingsMessages.confirmationTextTooLong,
    );
    expect(widgetSettingsMessages.confirmationTextTooLong).toBe(
      'Текст после заявки не может быть длиннее 500 символов',
    );
  });

  it('refuses U+0000', () => {
    expect(firstMessage({ confirmation_text: 'Спасибо\u0000' })).toBe(
      messages.text.forbiddenCharacter,
    );
  });
});

describe('the public answer', () => {
  it('carries both settings, none by default', () => {
    const showcase = {
      widget_id: 1,
      tag_div: 'vitrina-1',
      style: widgetStyleOf({}),
      tags: [],
      cards: [],
    };

    expect(WIDGET_STYLE_DEFAULTS).toMatchObject({ policy_url: null, confirmation_text: null });
    expect(storefrontShowcaseSchema.parse(showcase).style).toMatchObject({
      policy_url: null,
      confirmation_text: null,
    });
    const set = { ...showcase, style: widgetStyleOf({ policy_url: 'https://a.ru/p' }) };
    expect(storefrontShowcaseSchema.parse(set).style.policy_url).toBe('https://a.ru/p');
  });
});
