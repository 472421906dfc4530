import { describe, expect, it } from 'vitest';
import { visitorId } from './visitor';

describe('visitorId', () => {
  it("keeps one random id for the tab's page views", () => {
    sessionStorage.clear();

    const first = visitorId();

    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitorId()).toBe(first);
    sessionStorage.clear();
    expect(visitorId()).not.toBe(first);
  });

  it('gives each page view an id of its own where storage is refused', () => {
    const page = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };

    expect(visitorId(page)).not.toBe(visitorId(page));
  });
});
