import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { CN_PROVINCES, UNKNOWN_REGION } from '@trace/contracts';

/**
 * Where a scan came from, offline: the ip2region database shipped inside its npm package (no
 * download at install or run time). Regions are ISO codes so every language can name them: a
 * Chinese province as `CN-GD`, elsewhere the country (`FR`). Private, reserved and unlisted
 * addresses are `unknown`.
 */

interface Searcher {
  search(ip: string): { country: string; province: string } | null;
}

let searcher: Searcher | undefined;

/** Loads the database (about 11 MB, once per process). */
function database(): Searcher {
  if (!searcher) {
    const require = createRequire(import.meta.url);
    const module = require('ip2region') as { default?: new () => Searcher } & (new () => Searcher);
    const IP2Region = module.default ?? module;
    searcher = new IP2Region();
  }
  return searcher;
}

/** Loads the database now, so the first scan does not wait for it. */
export function preloadRegions(): void {
  database();
}

/** The database names countries in Chinese: their ISO codes, from the platform's own country names. */
let countryCodes: Map<string, string> | undefined;
const COUNTRY_ALIASES: Record<string, string> = {
  阿联酋: 'AE',
  波黑: 'BA',
  巴勒斯坦: 'PS',
  刚果金: 'CD',
  刚果布: 'CG',
  马其顿: 'MK',
  孟加拉: 'BD',
  多米尼加: 'DO',
  留尼旺: 'RE',
  香港: 'CN-HK',
  中国香港: 'CN-HK',
  澳门: 'CN-MO',
  中国澳门: 'CN-MO',
  台湾: 'CN-TW',
  中国台湾: 'CN-TW',
};
function countryCode(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    const names = new Intl.DisplayNames(['zh-Hans'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const zh = names.of(code);
        if (zh && !countryCodes.has(zh)) countryCodes.set(zh, code);
      }
    }
  }
  return COUNTRY_ALIASES[name] ?? countryCodes.get(name);
}

const provinceCodes = new Map(Object.entries(CN_PROVINCES).map(([code, name]) => [name.cn, code]));
const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

function provinceCode(name: string): string | undefined {
  return provinceCodes.get(name.replace(PROVINCE_SUFFIX, ''));
}

const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast and reserved
];

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** An IPv4-mapped IPv6 address as its IPv4 form. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function isPrivateAddress(address: string): boolean {
  const ip = unmapped(address);
  const version = isIP(ip);
  if (version === 4) {
    const n = v4Number(ip);
    return PRIVATE_V4.some(
      ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
    );
  }
  if (version === 6) {
    const lower = ip.toLowerCase();
    return (
      lower === '::' ||
      lower === '::1' ||
      /^f[cd]/.test(lower) || // unique local
      /^fe[89ab]/.test(lower) || // link-local
      /^ff/.test(lower) || // multicast
      lower.startsWith('2001:db8') // documentation
    );
  }
  return true;
}

/** The region of an address: `CN-GD`, `FR`, or `unknown`. */
export function regionOfAddress(address: string | undefined): string {
  if (!address) return UNKNOWN_REGION;
  const known = recentRegions.get(address);
  if (known !== undefined) return known;
  const region = lookUpRegion(address);
  if (recentRegions.size >= RECENT_ADDRESSES) recentRegions.delete(recentRegions.keys().next().value!);
  recentRegions.set(address, region);
  return region;
}

/**
 * The regions of the addresses seen last (a shop's or a carrier's address scans again and again). The
 * database inside the package never changes while the process runs, so an answer never goes stale.
 */
const recentRegions = new Map<string, string>();
const RECENT_ADDRESSES = 20_000;

function lookUpRegion(address: string): string {
  const ip = unmapped(address);
  if (!isIP(ip) || isPrivateAddress(ip)) return UNKNOWN_REGION;
  let found: { country: string; province: string } | null;
  try {
    found = database().search(ip);
  } catch {
    return UNKNOWN_REGION;
  }
  if (!found?.country) return UNKNOWN_REGION;
  const country = countryCode(found.country);
  if (!country) return UNKNOWN_REGION;
  if (country === 'CN') return (found.province && provinceCode(found.province)) || 'CN';
  return country;
}

/** The address as kept with a scan: IPv4 without its last number, IPv6 without its last 80 bits. */
export function maskAddress(address: string | undefined): string | null {
  if (!address) return null;
  const ip = unmapped(address);
  const version = isIP(ip);
  if (version === 4) return ip.replace(/\.\d+$/, '.*');
  if (version === 6) {
    const groups = ip.split('::')[0]!.split(':').slice(0, 3);
    return `${groups.join(':')}::*`;
  }
  return null;
}
