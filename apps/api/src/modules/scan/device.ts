import type { ZDeviceType } from '@trace/contracts';
import type { z } from 'zod';

type DeviceType = z.infer<typeof ZDeviceType>;

const BOT =
  /bot|crawl|spider|slurp|curl\/|wget|python-requests|httpclient|okhttp\/|go-http-client|headless|lighthouse|preview/i;

/** The app a page was opened in, before the browser engine it embeds (WeChat shows as WeChat, not Safari). */
const APPS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/AlipayClient/i, 'Alipay'],
  [/DingTalk/i, 'DingTalk'],
  [/Weibo/i, 'Weibo'],
  [/ QQ\//, 'QQ'],
  [/MQQBrowser/i, 'QQ Browser'],
  [/UCBrowser|UCWEB/i, 'UC Browser'],
  [/HuaweiBrowser/i, 'Huawei Browser'],
  [/MiuiBrowser/i, 'Mi Browser'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

function os(ua: string): string | null {
  let m = /HarmonyOS[ /]?([\d.]+)?/i.exec(ua);
  if (m) return m[1] ? `HarmonyOS ${m[1]}` : 'HarmonyOS';
  m = /(?:iPhone|CPU) OS (\d+)[_.](\d+)/.exec(ua);
  if (m) return `${/iPad/.test(ua) ? 'iPadOS' : 'iOS'} ${m[1]}.${m[2]}`;
  m = /Android[ /]?([\d.]+)?/.exec(ua);
  if (m) return m[1] ? `Android ${m[1]}` : 'Android';
  m = /Windows NT ([\d.]+)/.exec(ua);
  if (m) return m[1] === '10.0' ? 'Windows 10/11' : `Windows NT ${m[1]}`;
  m = /Mac OS X (\d+)[_.](\d+)/.exec(ua);
  if (m) return `macOS ${m[1]}.${m[2]}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function model(ua: string): string | null {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  const android = /Android[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/|\)|;)/i.exec(ua);
  if (android) {
    const name = android[1]!.trim();
    if (name && !/^(Linux|U|wv|K)$/i.test(name)) return name;
  }
  return null;
}

/**
 * What a user agent says about the device, for scan records: its kind and a short description such
 * as `iPhone · iOS 17.4 · WeChat` (at most 120 characters). Only the description is kept, not the
 * raw user agent.
 */
export function describeDevice(userAgent: string | undefined): Device {
  const ua = (userAgent ?? '').slice(0, 512);
  const known = recentDevices.get(ua);
  if (known) return known;
  const device = readDevice(ua);
  if (recentDevices.size >= RECENT_AGENTS) recentDevices.delete(recentDevices.keys().next().value!);
  recentDevices.set(ua, device);
  return device;
}

interface Device {
  device: string | null;
  deviceType: DeviceType;
}

/** The devices of the user agents seen last: a few phone models and apps make most scans. */
const recentDevices = new Map<string, Device>();
const RECENT_AGENTS = 2_000;

function readDevice(ua: string): Device {
  if (!ua.trim()) return { device: null, deviceType: 'other' };
  if (BOT.test(ua)) return { device: ua.slice(0, 120), deviceType: 'bot' };
  const deviceType: DeviceType = /iPad|Tablet|Android(?!.*Mobile)/i.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|iPod|Android|HarmonyOS|Windows Phone/i.test(ua)
      ? 'mobile'
      : /Windows NT|Macintosh|X11|CrOS|Linux/i.test(ua)
        ? 'desktop'
        : 'other';
  const app = APPS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const parts = [model(ua), os(ua), app].filter((part): part is string => !!part);
  return { device: parts.length > 0 ? parts.join(' · ').slice(0, 120) : ua.slice(0, 120), deviceType };
}
