import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('the key an address is counted under', () => {
  it('keeps an IPv4 address, and an IPv4 address mapped into IPv6, as one client', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const block = '2001:db8:85a3:42::/64';
    for (const ip of ['2001:db8:85a3:42::1', '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff', '2001:DB8:85A3:42:1:2:3:4', '2001:db8:85a3:42:0:0:0:0']) expect(addressKey(ip)).toBe(block);
    expect(addressKey('2001:db8:85a3:43::1')).not.toBe(block);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
