import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  contactUpdateSchema,
  emailContactCreateSchema,
  telegramContactCreateSchema,
} from './notifier';

const texts = messages.notifier;
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const key = (length: number) => 'aZ09_-'.repeat(30).slice(0, length);

describe('telegramContactCreateSchema: the rules of spec §5', () => {
  it('trims the title and the key', () => {
    expect(telegramContactCreateSchema.parse({ title: '  Чат ', api_key: ` ${key(30)} ` })).toEqual(
      { title: 'Чат', api_key: key(30) },
    );
  });

  it.each([
    [
      'a title of 2 characters after trimming',
      { title: ' Ча ', api_key: key(30) },
      texts.titleTooShort,
    ],
    ['a key of 29 characters', { title: 'Чат', api_key: key(29) }, texts.apiKeyInvalid],
    ['a key with a dot', { title: 'Чат', api_key: `${key(30)}.` }, texts.apiKeyInvalid],
    [
      'a key with a space inside',
      { title: 'Чат', api_key: `${key(15)} ${key(15)}` },
      texts.apiKeyInvalid,
    ],
    ['a key past 128 characters', { title: 'Чат', api_key: key(129) }, texts.apiKeyInvalid],
  ])('refuses %s', (_, body, message) => {
    expect(messagesOf(telegramContactCreateSchema.safeParse(body))).toEqual([message]);
  });
});

describe('emailContactCreateSchema', () => {
  it('accepts an address with surrounding spaces trimmed, the description optional', () => {
    expect(emailContactCreateSchema.parse({ title: 'Почта', email: ' a@shop.ru ' })).toEqual({
      title: 'Почта',
      email: 'a@shop.ru',
    });
  });

  it.each([['a @shop.ru'], ['a@shop'], ['']])('refuses %j', (email) => {
    expect(messagesOf(emailContactCreateSchema.safeParse({ title: 'Почта', email }))).toEqual([
      texts.emailInvalid,
    ]);
  });
});

describe('contactUpdateSchema', () => {
  it('keeps the title rule of the add dialogs', () => {
    expect(messagesOf(contactUpdateSchema.safeParse({ title: 'ab' }))).toEqual([
      texts.titleTooShort,
    ]);
    expect(contactUpdateSchema.parse({ title: 'Чат', description: null })).toEqual({
      title: 'Чат',
      description: null,
    });
  });
});
