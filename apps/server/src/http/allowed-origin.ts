/**
 * The page's origin when its host is one of the site's confirmed domains or that domain's
 * `www.`; null for any other origin, a missing one, or one that is no plain http(s) origin.
 */
export function allowedOrigin(origin: string | undefined, domains: string[]): string | null {
  if (!origin || !URL.canParse(origin)) return null;
  const url = new URL(origin);
  if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return null;
  const host = url.hostname;
  const allowed =
    domains.includes(host) || (host.startsWith('www.') && domains.includes(host.slice(4)));
  return allowed ? origin : null;
}
