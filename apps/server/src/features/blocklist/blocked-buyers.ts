import type { BlockedKind } from '@vitrina/contracts/blocklist-texts';
import { inNetwork, parseClientAddress, parseNetwork, type Network } from './network';

/** Who places an order, as the list is compared with: normalised phone and e-mail, and address. */
export interface Buyer {
  /** As the order form stores it (+7XXXXXXXXXX). */
  phone: string;
  /** In lower case; null when none was given. */
  email: string | null;
  /** The connection's address, as the server reads it (behind its trusted proxies). */
  address: string;
}

/** The entry an order matched: why it is refused. */
export interface Rejection {
  kind: BlockedKind;
  value: string;
}

/** An entry as the list is kept in memory from. */
export interface BlockedValue {
  kind: BlockedKind;
  value: string;
}

/**
 * A shop's list, made for matching an order in memory: phones and e-mails by their value, the
 * networks parsed once. The phone is looked at first, then the e-mail, then the address.
 */
export function blockedBuyers(entries: readonly BlockedValue[]) {
  const phones = new Set<string>();
  const emails = new Set<string>();
  const networks: { value: string; network: Network }[] = [];
  for (const { kind, value } of entries) {
    if (kind === 'PHONE') phones.add(value);
    else if (kind === 'EMAIL') emails.add(value);
    else {
      const network = parseNetwork(value);
      if (network) networks.push({ value, network });
    }
  }

  return {
    /** The entry the buyer matches; undefined when the order is taken. */
    match({ phone, email, address }: Buyer): Rejection | undefined {
      if (phones.has(phone)) return { kind: 'PHONE', value: phone };
      if (email !== null && emails.has(email)) return { kind: 'EMAIL', value: email };
      if (networks.length === 0) return undefined;
      const client = parseClientAddress(address);
      const matched = client && networks.find(({ network }) => inNetwork(client, network));
      return matched ? { kind: 'NETWORK', value: matched.value } : undefined;
    },
  };
}

export type BlockedBuyers = ReturnType<typeof blockedBuyers>;
