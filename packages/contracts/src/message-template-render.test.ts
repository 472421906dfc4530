import { describe, expect, it } from 'vitest';
import { renderTemplate, templateProblems, tokensIn } from './message-template-render';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_LIMITS,
  messageTemplateMessages,
} from './message-template-texts';

describe('a template filled with an order', () => {
  it('replaces each placeholder and keeps the paragraphs between blank lines', () => {
    const paragraphs = renderTemplate('Заявка #{номер}\nот {покупатель}\n\n\n  \nИтого: {итого}', {
      номер: '1001',
      покупатель: 'Анна',
      итого: '1 400 ₽',
    });

    expect(paragraphs).toEqual(['Заявка #1001\nот Анна', 'Итого: 1 400 ₽']);
  });

  it('leaves out a line naming what the order lacks, and a paragraph left empty', () => {
    const template = 'Заявка #{номер}\nПочта: {почта}\n\nКомментарий: {комментарий}\n\nКонец';

    expect(renderTemplate(template, { номер: '7', почта: null, комментарий: null })).toEqual([
      'Заявка #7',
      'Конец',
    ]);
  });

  it('splits a value of paragraphs where it stands', () => {
    const paragraphs = renderTemplate('Товары: {позиции} — всё', {
      позиции: ['Кружка × 1\nЧашка × 2', 'и ещё 3 позиции'],
    });

    expect(paragraphs).toEqual(['Товары: Кружка × 1\nЧашка × 2', 'и ещё 3 позиции — всё']);
  });

  it('never reads a value for placeholders, and keeps what has no value given as written', () => {
    const paragraphs = renderTemplate('{покупатель}: {номер} {скидка}', {
      покупатель: '{номер} <b>&',
      номер: '5',
    });

    expect(paragraphs).toEqual(['{номер} <b>&: 5 {скидка}']);
  });

  it('reads Windows line breaks as line breaks', () => {
    expect(renderTemplate('а\r\n\r\nб', {})).toEqual(['а', 'б']);
  });
});

describe('the refusals of a template', () => {
  it('takes every default as it is', () => {
    for (const kind of MESSAGE_TEMPLATE_KINDS) {
      expect([kind, templateProblems(kind, DEFAULT_MESSAGE_TEMPLATES[kind])]).toEqual([kind, []]);
    }
  });

  it('names each placeholder the template may not hold, and those it may', () => {
    const [problem] = templateProblems('BUYER_DONE', 'Заявка {номер}: {покупатель}, {Скидка}');

    expect(problem).toBe(
      'Неизвестные подстановки: {покупатель}, {Скидка}. В этом шаблоне можно: {номер}, {магазин}, {ссылка}',
    );
    // A Latin «o» in the word: it looks the same and is another placeholder.
    expect(templateProblems('TELEGRAM_ORDER', 'Заявка {нoмер}')).toEqual([
      messageTemplateMessages.unknownPlaceholders(
        ['{нoмер}'],
        tokensIn(
          '{номер} {позиции} {количество} {итого} {покупатель} {телефон} {почта} {комментарий} {страница} {ссылка}',
        ),
      ),
    ]);
  });

  it('refuses an empty template and one over its limit', () => {
    const max = MESSAGE_TEMPLATE_LIMITS.BUYER_CANCELLED;

    expect(templateProblems('BUYER_CANCELLED', ' \n ')).toEqual(['Введите текст шаблона']);
    expect(templateProblems('BUYER_CANCELLED', 'я'.repeat(max))).toEqual([]);
    expect(templateProblems('BUYER_CANCELLED', 'я'.repeat(max + 1))).toEqual([
      `Шаблон не может быть длиннее ${max} символов`,
    ]);
  });

  it('refuses a template whose every line holds what an order may lack', () => {
    expect(templateProblems('EMAIL_ORDER', 'Почта: {почта}\n\n{комментарий}')).toEqual([
      'Добавьте строку без {почта} и {комментарий}: их может не быть в заявке, и сообщение выйдет пустым',
    ]);
    expect(templateProblems('EMAIL_ORDER', 'Почта: {почта}\nЗаявка')).toEqual([]);
  });
});
