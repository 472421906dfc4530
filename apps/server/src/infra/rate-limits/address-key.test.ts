import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:abcd:1234:5678', '2001:0db8:0001:0002::9'];

    expect(new Set(keys.map(addressKey))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keeps an IPv4 address, mapped or not, as it is', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
});
