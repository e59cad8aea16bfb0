import { regionName, regionOptions, regionServed } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { describeDevice } from '../src/modules/scan/device';
import { isPrivateAddress, maskAddress, regionOfAddress } from '../src/modules/scan/geo';

describe('regions from the offline address database', () => {
  it('places Chinese addresses by province and others by country', () => {
    expect(regionOfAddress('120.24.78.68')).toBe('CN-GD');
    expect(regionOfAddress('223.5.5.5')).toBe('CN-ZJ');
    expect(regionOfAddress('114.114.114.114')).toBe('CN-JS');
    expect(regionOfAddress('90.84.0.1')).toBe('FR');
    expect(regionOfAddress('2.2.2.2')).toBe('FR');
    expect(regionOfAddress('8.8.8.8')).toBe('US');
    expect(regionOfAddress('::ffff:120.24.78.68')).toBe('CN-GD');
    expect(regionOfAddress('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('CN-GD');
    expect(regionOfAddress('2a01:cb00::1')).toBe('FR');
  });

  it('answers unknown for private, reserved and malformed addresses', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '::1',
      'fd00::1',
      'fe80::1',
      'nonsense',
      '',
      undefined,
    ]) {
      expect(regionOfAddress(address), String(address)).toBe('unknown');
    }
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
  });

  it('keeps addresses with their last part masked', () => {
    expect(maskAddress('120.24.78.68')).toBe('120.24.78.*');
    expect(maskAddress('::ffff:90.84.0.1')).toBe('90.84.0.*');
    expect(maskAddress('2a01:cb00:1234:5678::1')).toBe('2a01:cb00:1234::*');
    expect(maskAddress('garbage')).toBeNull();
  });

  it('names regions in every language and knows which are served', () => {
    expect([regionName('CN-GD', 'cn'), regionName('CN-GD', 'en'), regionName('CN-GD', 'fr')]).toEqual([
      '广东',
      'Guangdong',
      'Guangdong',
    ]);
    expect([regionName('FR', 'cn'), regionName('FR', 'en'), regionName('FR', 'fr')]).toEqual([
      '法国',
      'France',
      'France',
    ]);
    expect(regionName('unknown', 'fr')).toBe('Région inconnue');
    expect(regionServed('CN-GD', ['CN'])).toBe(true);
    expect(regionServed('CN-GD', ['CN-FJ', 'FR'])).toBe(false);
    expect(regionServed('FR', ['CN-FJ', 'FR'])).toBe(true);
    const options = regionOptions('en');
    expect(options.find((o) => o.value === 'CN-GD')?.label).toBe('China · Guangdong');
    expect(options.some((o) => o.value === 'FR')).toBe(true);
    expect(options.some((o) => ['EU', 'ZZ', 'HK', 'UN'].includes(o.value))).toBe(false);
  });
});

describe('devices from the user agent', () => {
  it('describes phones, tablets, computers and robots', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
      ),
    ).toEqual({ device: 'iPhone · iOS 17.4 · WeChat', deviceType: 'mobile' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; V2244A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ device: 'V2244A · Android 14 · Chrome', deviceType: 'mobile' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Safari/604.1',
      ),
    ).toEqual({
      device: 'iPad · iPadOS 16.6 · Safari',
      deviceType: 'tablet',
    });
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toEqual({ device: 'Windows 10/11 · Edge', deviceType: 'desktop' });
    expect(describeDevice('curl/8.5.0').deviceType).toBe('bot');
    expect(describeDevice(undefined)).toEqual({ device: null, deviceType: 'other' });
  });
});
