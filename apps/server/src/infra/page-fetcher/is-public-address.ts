import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// ipaddr.js calls all of IPv6 'unicast' that no special range claims, including the
// IPv4-compatible ::/96 (::7f00:1 is 127.0.0.1) and unassigned space; only 2000::/3 is routed.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an address belongs to the public internet: not loopback, private, link-local,
 * CGNAT, unspecified, multicast, broadcast, reserved, unique-local, nor a translation or
 * tunnel prefix (NAT64, 6to4, Teredo) that could lead back inside.
 */
export function isPublicAddress(ip: string): boolean {
  // Only spellings net reads as an IP: any other string would be resolved again on connect.
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 4) return ipaddr.IPv4.parse(ip).range() === 'unicast';
  const v6 = ipaddr.IPv6.parse(ip);
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}
