import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no object URLs: this gives `URL.createObjectURL` and `URL.revokeObjectURL` for one
 * test and records which URLs were made and which of them are still live.
 */
export function stubObjectUrls() {
  const live = new Map<string, Blob>();
  const revoked: string[] = [];
  let made = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:console.test/${++made}`;
    live.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    if (live.delete(url)) revoked.push(url);
  };
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return {
    /** URLs made and not yet revoked. */
    live: () => [...live.keys()],
    revoked,
  };
}

/**
 * Records the files the page hands the browser to save (an anchor's click with `download`), with
 * the object URLs they were made from; for one test.
 */
export function recordSavedFiles() {
  const objectUrls = stubObjectUrls();
  const saved: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  onTestFinished(() => click.mockRestore());
  return { saved, objectUrls };
}
