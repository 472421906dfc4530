import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AddressPolicy } from './address-policy';
import { untilAborted } from './deadline';
import { PageFetchError } from './page-fetcher';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into its addresses; injectable so tests can point names anywhere. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/**
 * The one address the fetch will connect to, checked against the policy. A name is resolved
 * exactly once and every answer must pass, so a name mixing public and private answers is
 * refused whichever one a later connection would have picked.
 */
export async function resolveCheckedAddress(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<string> {
  const host = bareHostname(url);
  const candidates = isIP(host) !== 0 ? [host] : await resolveName(host, resolve, signal);
  if (!candidates.every((address) => isIP(address) !== 0 && policy.isAllowedAddress(address))) {
    throw new PageFetchError('ADDRESS');
  }
  return candidates[0]!;
}

/** URL keeps IPv6 literals in brackets; net and ipaddr.js want them bare. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

async function resolveName(
  hostname: string,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<string[]> {
  const answers = await untilAborted(resolve(hostname), signal);
  if (answers.length === 0) throw new PageFetchError('UNREACHABLE');
  return answers.map((answer) => answer.address);
}
