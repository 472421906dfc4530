import { messages } from '@vitrina/contracts/messages';

const SCHEMES = new Set(['http:', 'https:']);

/**
 * A host as the server compares it with the domain: lower case and punycode (the URL parser's
 * doing), without a trailing dot or a leading `www.` (`www.com` stays itself).
 */
function siteHost(hostname: string): string {
  const host = hostname.replace(/\.$/, '');
  const rest = host.startsWith('www.') ? host.slice(4) : host;
  return rest.includes('.') ? rest : host;
}

/**
 * Why the server would refuse the page link of a domain's ownership check before opening the
 * page, in its own words: not an address, not http(s), or a page of another domain (a subdomain
 * included). Undefined when only opening the page can tell. `domain` is the domain as answered
 * (Unicode, магазин.рф).
 */
export function pageLinkProblem(link: string, domain: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return messages.verification.linkInvalid;
  }
  if (url.username !== '' || url.password !== '') return messages.verification.linkInvalid;
  if (!SCHEMES.has(url.protocol)) return messages.verification.schemeNotAllowed;
  if (siteHost(url.hostname) !== siteHost(new URL(`http://${domain}`).hostname)) {
    return messages.verification.hostMismatch;
  }
  return undefined;
}
