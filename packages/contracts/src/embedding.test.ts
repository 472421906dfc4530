import { describe, expect, it } from 'vitest';
import { verificationComment, widgetContainer, widgetScriptTag } from './embedding';

describe('embedding snippets', () => {
  it('wraps the verification code in an HTML comment', () => {
    expect(verificationComment('a1b2c3')).toBe('<!-- vitrina-verification: a1b2c3 -->');
  });

  it.each([
    ['https://vitrina.example', 7],
    ['https://vitrina.example/', 7],
    ['https://vitrina.example//', 7],
  ])('points the script tag of %s at widget.js with the site id', (publicUrl, siteId) => {
    expect(widgetScriptTag(publicUrl, siteId)).toBe(
      '<script src="https://vitrina.example/widget.js?site_id=7" async></script>',
    );
  });

  it('gives the container the widget tag_div as its id', () => {
    expect(widgetContainer('vitrina-3f9k2m')).toBe('<div id="vitrina-3f9k2m"></div>');
  });
});
