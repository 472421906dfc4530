import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { pageLinkProblem } from './page-link-problem';

const { verification } = messages;

describe('pageLinkProblem: the server’s refusals before it opens the page', () => {
  it.each([
    'https://магазин.рф/',
    'https://www.магазин.рф/about?x=1',
    'http://xn--80aairftm.xn--p1ai/contacts',
    'HTTPS://МАГАЗИН.РФ./',
    '  https://магазин.рф/  ',
  ])('takes %s, a page of the domain', (link) => {
    expect(pageLinkProblem(link, 'магазин.рф')).toBeUndefined();
  });

  it.each([
    ['https://example.ru/', verification.hostMismatch],
    ['https://shop.магазин.рф/', verification.hostMismatch],
    ['https://магазин.рф.example.ru/', verification.hostMismatch],
    ['магазин.рф/about', verification.linkInvalid],
    ['https://user:secret@магазин.рф/', verification.linkInvalid],
    ['ftp://магазин.рф/', verification.schemeNotAllowed],
  ])('refuses %s', (link, message) => {
    expect(pageLinkProblem(link, 'магазин.рф')).toBe(message);
  });
});
