import { describe, expect, it } from 'vitest';
import { composeLetter, escapeHtml } from './compose-letter';

describe('composeLetter', () => {
  const letter = composeLetter({
    purpose: 'password-reset',
    to: 'anna@shop.example.ru',
    subject: 'восстановление пароля',
    lead: ['Магазин «Чай & <кофе>»'],
    action: 'Задать "новый" пароль',
    link: 'https://vitrina.example/password/reset/abc?x=1&y=2',
    notes: ["Это письмо — от O'Brien"],
  });

  it('names the product in the subject and in both bodies', () => {
    expect(letter.subject).toBe('Vitrina: восстановление пароля');
    expect(letter.text).toContain('Vitrina');
    expect(letter.html).toContain('Vitrina');
  });

  it('keeps the plain text as written, with the bare link', () => {
    expect(letter.text).toContain('Магазин «Чай & <кофе>»');
    expect(letter.text).toContain(
      'Задать "новый" пароль: https://vitrina.example/password/reset/abc?x=1&y=2',
    );
  });

  it('escapes every interpolated text in the HTML', () => {
    expect(letter.html).toContain('Магазин «Чай &amp; &lt;кофе&gt;»');
    expect(letter.html).toContain('Задать &quot;новый&quot; пароль');
    expect(letter.html).toContain('href="https://vitrina.example/password/reset/abc?x=1&amp;y=2"');
    expect(letter.html).toContain('O&#39;Brien');
    expect(letter.html).not.toContain('<кофе>');
  });
});

describe('a letter a shop signs', () => {
  const letter = composeLetter({
    purpose: 'order-accepted',
    to: 'buyer@example.ru',
    subject: 'Заявка #1001 принята',
    lead: ['1. Чай × 2 = 400 ₽\n2. <Кофе> × 1 = 300 ₽'],
    action: 'Перейти в магазин',
    link: 'https://shop.example.ru',
    notes: [],
    signedBy: 'Чай & <кофе>',
  });

  it('keeps its subject as written and signs with the shop’s name, escaped in the HTML', () => {
    expect(letter.subject).toBe('Заявка #1001 принята');
    expect(letter.text.endsWith('— Чай & <кофе>')).toBe(true);
    expect(letter.html).toContain('— Чай &amp; &lt;кофе&gt;');
    expect(letter.text).not.toContain('Vitrina');
  });

  it('keeps a paragraph’s line breaks, as breaks in the HTML', () => {
    expect(letter.text).toContain('1. Чай × 2 = 400 ₽\n2. <Кофе> × 1 = 300 ₽');
    expect(letter.html).toContain('1. Чай × 2 = 400 ₽<br>2. &lt;Кофе&gt; × 1 = 300 ₽');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
