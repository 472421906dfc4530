import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An address and how many of its leading bits name the network; all of them: one address. */
export interface Network {
  address: Address;
  bits: number;
}

const LENGTH = /^\d{1,3}$/;

const bitsOf = (address: Address) => (address.kind() === 'ipv4' ? 32 : 128);

/** Only four decimal parts: `ipaddr.parse` also takes «0x7f.1» and «2130706433». */
function parseAddress(typed: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(typed)) return ipaddr.IPv4.parse(typed);
  if (!typed.includes('%') && ipaddr.IPv6.isValid(typed)) return ipaddr.IPv6.parse(typed);
  return null;
}

/**
 * A typed address («203.0.113.7», «2001:db8::5») or network in CIDR notation («203.0.113.0/24»,
 * «2001:db8::/32»); null when it is neither. An IPv4-mapped IPv6 one («::ffff:203.0.113.7») is
 * the IPv4 one it maps, as a buyer's address is read.
 */
export function parseNetwork(typed: string): Network | null {
  const [addressText = '', lengthText, ...rest] = typed.trim().split('/');
  const address = parseAddress(addressText);
  if (!address || rest.length > 0 || (lengthText !== undefined && !LENGTH.test(lengthText))) {
    return null;
  }
  const bits = lengthText === undefined ? bitsOf(address) : Number(lengthText);
  if (bits > bitsOf(address)) return null;
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) {
    return { address: address.toIPv4Address(), bits: bits - 96 };
  }
  return { address, bits };
}

/**
 * The network's one spelling, as the list keeps it and PostgreSQL's `cidr` reads it: the
 * network's first address (the bits past its length cleared) in its shortest form, then the
 * length, left out for a single address.
 */
export function networkText({ address, bits }: Network): string {
  const cidr = `${address.toString()}/${bits}`;
  const first =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(cidr)
      : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return bits === bitsOf(address) ? first.toString() : `${first.toString()}/${bits}`;
}

/** A buyer's address as the connection gives it; null when it is none (never from Node). */
export function parseClientAddress(address: string): Address | null {
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

/** Whether `address` lies in `network`: of the same family, with the network's leading bits. */
export const inNetwork = (address: Address, { address: first, bits }: Network) =>
  address.kind() === first.kind() && address.match(first, bits);
