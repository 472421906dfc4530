import type { AddressPolicy } from './address-policy';
import { PageFetchError } from './page-fetcher';
import { type Resolver, resolveCheckedAddress } from './resolve-address';

/** Where one request of a fetch may connect, once every rule has passed. */
export interface Destination {
  address: string;
  port: number;
}

const DEFAULT_PORTS = new Map([
  ['http:', 80],
  ['https:', 443],
]);

/**
 * Applies the rules to one hop before anything connects: the scheme, then the address (a
 * non-public host is the telling reason even on an odd port), then the port.
 */
export async function checkDestination(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<Destination> {
  const defaultPort = DEFAULT_PORTS.get(url.protocol);
  if (defaultPort === undefined) throw new PageFetchError('SCHEME');
  const address = await resolveCheckedAddress(url, policy, resolve, signal);
  // URL leaves the port empty when it is the scheme's default.
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (!policy.isAllowedPort(port)) throw new PageFetchError('PORT');
  return { address, port };
}
