import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under. An IPv6 client usually holds a whole /64 and may
 * pick any address inside it, so it is counted by that /64; an IPv4 address (mapped ones too)
 * stands for itself.
 */
export function addressKey(address: string): string {
  // Most clients: a dotted IPv4 address, already in the form ipaddr would print.
  if (isIPv4(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}
