import { describe, expect, it } from 'vitest';
import { blockedBuyers } from './blocked-buyers';
import { networkText, parseNetwork } from './network';

const spelled = (typed: string) => {
  const network = parseNetwork(typed);
  return network && networkText(network);
};

describe('a typed address or network in the one spelling the list keeps', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7/32', '203.0.113.7'],
    [' 203.0.113.0/24 ', '203.0.113.0/24'],
    ['203.0.113.77/24', '203.0.113.0/24'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0::5', '2001:db8::5'],
    ['2001:db8::5/128', '2001:db8::5'],
    ['2001:db8:1234:5678::/32', '2001:db8::/32'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.0/120', '203.0.113.0/24'],
  ])('%s is %s', (typed, kept) => {
    expect(spelled(typed)).toBe(kept);
  });

  it.each([
    ['a host name', 'shop.example.ru'],
    ['an address of two parts', '127.1'],
    ['an address as one number', '2130706433'],
    ['a hexadecimal part', '0x7f.0.0.1'],
    ['an octet past 255', '203.0.113.256'],
    ['a length past 32', '203.0.113.0/33'],
    ['a length past 128', '2001:db8::/129'],
    ['a length that is no number', '203.0.113.0/x'],
    ['two lengths', '203.0.113.0/24/8'],
    ['a zone', 'fe80::1%eth0'],
    ['nothing', ''],
  ])('refuses %s', (_case, typed) => {
    expect(parseNetwork(typed)).toBeNull();
  });
});

describe('a buyer matched against a shop’s list in memory', () => {
  const list = blockedBuyers([
    { kind: 'PHONE', value: '+79001234567' },
    { kind: 'EMAIL', value: 'fraud@example.ru' },
    { kind: 'NETWORK', value: '198.51.100.0/24' },
    { kind: 'NETWORK', value: '2001:db8::/32' },
  ]);
  const buyer = { phone: '+79990000000', email: 'anna@example.ru', address: '203.0.113.10' };

  it('takes a buyer of no entry', () => {
    expect(list.match(buyer)).toBeUndefined();
  });

  it('names the phone first, then the e-mail, then the network', () => {
    const all = { phone: '+79001234567', email: 'fraud@example.ru', address: '198.51.100.9' };
    expect(list.match(all)).toEqual({ kind: 'PHONE', value: '+79001234567' });
    expect(list.match({ ...all, phone: buyer.phone })).toEqual({
      kind: 'EMAIL',
      value: 'fraud@example.ru',
    });
    expect(list.match({ ...buyer, address: '198.51.100.9' })).toEqual({
      kind: 'NETWORK',
      value: '198.51.100.0/24',
    });
  });

  it.each([
    ['an IPv6 address in the network', '2001:db8:ffff::1', '2001:db8::/32'],
    ['an IPv4 address as IPv6 maps it', '::ffff:198.51.100.200', '198.51.100.0/24'],
  ])('matches %s', (_case, address, network) => {
    expect(list.match({ ...buyer, address })).toEqual({ kind: 'NETWORK', value: network });
  });

  it.each([
    ['the next network', '198.51.101.1'],
    ['another IPv6 network', '2001:db9::1'],
    ['an IPv4 address of the same bits as an IPv6 network', '32.1.13.184'],
  ])('takes %s', (_case, address) => {
    expect(list.match({ ...buyer, address })).toBeUndefined();
  });
});
