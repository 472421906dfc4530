import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

function scriptWithSrc(src: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  return script;
}

describe('readConfig', () => {
  it.each([
    ['https://vitrina.example/widget.js?site_id=7', 7, 'https://vitrina.example'],
    ['https://vitrina.example/widget.js', null, 'https://vitrina.example'],
    ['https://vitrina.example/widget.js?site_id=7%2F..%2Forders', null, 'https://vitrina.example'],
    ['/widget.js?site_id=12', 12, window.location.origin],
  ])('reads %s', (src, siteId, origin) => {
    expect(readConfig(scriptWithSrc(src), window.location)).toEqual({ siteId, origin });
  });

  it('falls back to the page origin without a script element', () => {
    expect(readConfig(null, window.location)).toEqual({
      siteId: null,
      origin: window.location.origin,
    });
  });
});
