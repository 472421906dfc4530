export interface WidgetConfig {
  /** Null without one, or with one that is not a number: the script then reads nothing. */
  siteId: number | null;
  origin: string;
}

/** Reads the snippet's own URL: `<script src="https://vitrina.example/widget.js?site_id=7">`. */
export function readConfig(script: HTMLScriptElement | null, page: Location): WidgetConfig {
  // `script.src` is already absolute: the browser resolves it against the page.
  const url = new URL(script?.src || page.href);
  // A number, written into the API's addresses as the snippet's preload writes it.
  const siteId = script ? Number(url.searchParams.get('site_id')) : 0;
  return { siteId: siteId || null, origin: url.origin };
}
