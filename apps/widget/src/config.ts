export interface WidgetConfig {
  siteId: string | null;
  origin: string;
}

/** Reads the snippet's own URL: `<script src="https://vitrina.example/widget.js?site_id=7">`. */
export function readConfig(script: HTMLScriptElement | null, page: Location): WidgetConfig {
  // `script.src` is already absolute: the browser resolves it against the page.
  const url = new URL(script?.src || page.href);
  return { siteId: script ? url.searchParams.get('site_id') : null, origin: url.origin };
}
