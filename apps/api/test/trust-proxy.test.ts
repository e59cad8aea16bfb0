import { describe, expect, it } from 'vitest';
import { trustedProxies } from '../src/lib/trust-proxy';

describe('trusted proxies', () => {
  it('trust the listed addresses and ranges only, the same answer every time an address comes back', () => {
    const trust = trustedProxies(['127.0.0.1', '10.0.0.0/8', '::1']);
    const addresses = [
      '127.0.0.1',
      '10.2.3.4',
      '::1',
      '8.8.8.8',
      '11.0.0.1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ];
    const first = addresses.map((address) => trust(address, 0));
    expect(first).toEqual([true, true, true, false, false, true, false]);
    // Remembered answers, at any hop, and after more addresses than are remembered have been seen.
    for (let i = 0; i < 1500; i++) trust(`192.0.2.${i % 256}`, 1);
    expect(addresses.map((address) => trust(address, 3))).toEqual(first);
  });
});
