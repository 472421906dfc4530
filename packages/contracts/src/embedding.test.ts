import { describe, expect, it } from 'vitest';
import {
  showcasesPreloadTag,
  showcasesUrl,
  verificationComment,
  widgetContainer,
  widgetHeadSnippet,
  widgetScriptTag,
} from './embedding';

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

  it.each(['https://vitrina.example', 'https://vitrina.example/'])(
    "preloads the showcases of %s as a fetch without credentials, at the widget's address",
    (publicUrl) => {
      expect(showcasesPreloadTag(publicUrl, 7)).toBe(
        '<link rel="preload" href="https://vitrina.example/api/v1/public/sites/7/showcases" as="fetch" crossorigin>',
      );
      expect(showcasesPreloadTag(publicUrl, 7)).toContain(
        `href="${showcasesUrl('https://vitrina.example', 7)}"`,
      );
    },
  );

  it('puts the preload before the script in the head snippet, one a line', () => {
    expect(widgetHeadSnippet('https://vitrina.example', 7).split('\n')).toEqual([
      showcasesPreloadTag('https://vitrina.example', 7),
      widgetScriptTag('https://vitrina.example', 7),
    ]);
  });

  it('gives the container the widget tag_div as its id', () => {
    expect(widgetContainer('vitrina-3f9k2m')).toBe('<div id="vitrina-3f9k2m"></div>');
  });
});
