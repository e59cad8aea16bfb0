const BROWSERS: [RegExp, string][] = [
  [/Edg\/([\d]+)/, 'Edge'],
  [/OPR\/([\d]+)/, 'Opera'],
  [/MicroMessenger\/([\d]+)/, 'WeChat'],
  [/Firefox\/([\d]+)/, 'Firefox'],
  [/HeadlessChrome\/([\d]+)/, 'Headless Chrome'],
  [/Chrome\/([\d]+)/, 'Chrome'],
  [/Version\/([\d]+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/** A browser's user-agent string in short: "Chrome 131 · Windows"; anything unknown as it came. */
export function describeAgent(agent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent));
  if (!browser) return agent;
  const version = browser[0].exec(agent)?.[1];
  const name = version ? `${browser[1]} ${version}` : browser[1];
  return system ? `${name} · ${system[1]}` : name;
}
