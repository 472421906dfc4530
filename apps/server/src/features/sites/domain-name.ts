import { isIP } from 'node:net';
import { domainToUnicode } from 'node:url';

/** A domain as stored (ASCII, punycode for IDN) and as answered (Unicode). */
export interface DomainName {
  ascii: string;
  unicode: string;
}

const ALLOWED_SCHEMES = new Set(['http:', 'https:']);
/** RFC 1035 limits, in ASCII characters. */
const MAX_LABEL_LENGTH = 63;
const MAX_NAME_LENGTH = 253;
/** Letters, digits and inner hyphens: the host names of the web. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** `www.example.com` and `example.com` are one site; `www.com` stays itself. */
function withoutWww(host: string): string {
  const rest = host.startsWith('www.') ? host.slice(4) : host;
  return rest.includes('.') ? rest : host;
}

function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

function isValidName(host: string): boolean {
  const labels = host.split('.');
  return (
    host.length <= MAX_NAME_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}

/**
 * A host name the WHATWG parser produced (lower case, punycode, IPv4 in any spelling turned into
 * dotted decimal, IPv6 in brackets) reduced to the site's domain, or undefined when it names no
 * public site: an address, localhost, a single label, a malformed label.
 */
export function normalizeHostname(hostname: string): DomainName | undefined {
  const host = withoutWww(hostname.replace(/\.$/, ''));
  if (host.startsWith('[') || isIP(host) !== 0 || isLoopbackName(host)) return undefined;
  if (!isValidName(host)) return undefined;
  return { ascii: host, unicode: domainToUnicode(host) };
}

/** The URL the merchant typed, with `http://` in front when it names no scheme. */
function parseAsUrl(input: string): URL | undefined {
  const text = input.includes('://') ? input : `http://${input}`;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * The domain of what a merchant typed: `HTTPS://WWW.Example.COM:8443/path?q#f` is
 * `example.com`, `магазин.рф` is stored `xn--80aairftm.xn--p1ai`. Scheme (http or https only),
 * port, path, query, fragment, a trailing dot and a leading `www.` are dropped. Undefined for
 * anything that names no public web host, user information included (`user@example.com`).
 */
export function normalizeDomain(input: string): DomainName | undefined {
  const url = parseAsUrl(input.trim());
  if (!url || !ALLOWED_SCHEMES.has(url.protocol)) return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return normalizeHostname(url.hostname);
}
