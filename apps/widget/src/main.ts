import { readConfig, type WidgetConfig } from './config';

declare global {
  interface Window {
    Vitrina?: { config: WidgetConfig };
  }
}

// A merchant may paste the snippet twice or a page builder may re-run it: start once.
if (!window.Vitrina) {
  const script = document.currentScript as HTMLScriptElement | null;
  window.Vitrina = { config: readConfig(script, window.location) };
}
