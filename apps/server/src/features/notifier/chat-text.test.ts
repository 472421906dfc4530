import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, chatText, fittedToChat, fitsChat } from './chat-text';

describe('a text fitted to one chat message', () => {
  it('keeps paragraphs that fit as they are', () => {
    const paragraphs = ['Новая заявка #1001', 'x'.repeat(CHAT_TEXT_MAX - 20)];

    expect(fitsChat(paragraphs)).toBe(true);
    expect(fittedToChat(paragraphs)).toEqual(paragraphs);
  });

  it('shortens the longest paragraph by what is too much, the short ones staying whole', () => {
    const paragraphs = ['Новая заявка #1001', 'a'.repeat(3000), 'b'.repeat(2500), 'Статус: Новая'];

    const fitted = fittedToChat(paragraphs);

    expect(chatText(fitted)).toHaveLength(CHAT_TEXT_MAX);
    expect(fitted).toEqual([paragraphs[0], expect.stringMatching(/^a+…$/), ...paragraphs.slice(2)]);
  });

  it('goes on to the next longest when the longest is not enough', () => {
    const fitted = fittedToChat(['a'.repeat(2100), 'b'.repeat(2100), 'c'.repeat(2100)]);

    expect(chatText(fitted)).toHaveLength(CHAT_TEXT_MAX);
    expect(fitted).toEqual(['…', expect.stringMatching(/^b+…$/), 'c'.repeat(2100)]);
  });

  it('never splits a character of two code units', () => {
    const fitted = fittedToChat(['😀'.repeat(2100)]);

    expect(chatText(fitted).length).toBeLessThanOrEqual(CHAT_TEXT_MAX);
    expect(fitted[0]).toMatch(/^(😀)+…$/u);
  });
});
