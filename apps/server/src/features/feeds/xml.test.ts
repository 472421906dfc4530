import { describe, expect, it } from 'vitest';
import { element, textElement, xmlText } from './xml';

describe('xmlText', () => {
  it('escapes the five characters XML reserves', () => {
    expect(xmlText(`Чай & <кофе> "в зёрнах" 'молотый'`)).toBe(
      'Чай &amp; &lt;кофе&gt; &quot;в зёрнах&quot; &apos;молотый&apos;',
    );
  });

  it('leaves out what XML 1.0 allows nowhere, and keeps tabs, new lines and emoji', () => {
    expect(xmlText('a\u0001b\u001fc\ufffed\ud800e\tf\ng\r🍵')).toBe('abcde\tf\ng\r🍵');
  });
});

describe('element', () => {
  it('writes attributes escaped, leaving out those with no value', () => {
    expect(element('offer', { id: '1v2', group_id: null, available: false }, '')).toBe(
      '<offer id="1v2" available="false"></offer>',
    );
    expect(element('currency', { id: 'RUR', rate: 1 })).toBe('<currency id="RUR" rate="1"/>');
    expect(textElement('param', 'A&B', { name: '"Цвет"' })).toBe(
      '<param name="&quot;Цвет&quot;">A&amp;B</param>',
    );
  });
});
