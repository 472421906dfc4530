import { isPublicAddress } from './is-public-address';

/** Which destinations a fetch may connect to. */
export interface AddressPolicy {
  isAllowedAddress(ip: string): boolean;
  isAllowedPort(port: number): boolean;
}

const WEB_PORTS = new Set([80, 443]);

/** The production rule: public unicast addresses on the standard web ports only. */
export const publicInternetPolicy: AddressPolicy = {
  isAllowedAddress: isPublicAddress,
  isAllowedPort: (port) => WEB_PORTS.has(port),
};

/** ALLOW_PRIVATE_FETCH=1: every address and port, so tests can verify pages served locally. */
export const anyAddressPolicy: AddressPolicy = {
  isAllowedAddress: () => true,
  isAllowedPort: () => true,
};
