import { describe, expect, it } from 'vitest';
import { loadConfig, publicBaseUrlProblem } from '../src/config';

const base = {
  DATABASE_URL: 'postgres://trace@127.0.0.1:5432/traceability',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(48),
  APP_MODE: 'production',
};

describe('PUBLIC_BASE_URL, the origin label QR codes carry', () => {
  it('in production, refuses to start unless it is a public http(s) origin', () => {
    const start = (value: string | undefined) => () =>
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_BASE_URL: value });
    expect(start(undefined)).toThrow(
      'PUBLIC_BASE_URL is not set: it must be the public origin printed in label QR codes, like https://trace.example.com',
    );
    expect(start('http://localhost:3000')).toThrow('is a local address');
    expect(start('http://127.0.0.1:3000')).toThrow('is a local address');
    expect(start('https://trace.example.com/app')).toThrow('has a path, query or fragment');
    expect(start('https://trace.example.com/?x=1')).toThrow('has a path, query or fragment');
    expect(start('https://trace.example.com#top')).toThrow('has a path, query or fragment');
    expect(start('ftp://trace.example.com')).toThrow('is not http or https');
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://trace.example.com/' }),
    ).toMatchObject({ publicBaseUrl: 'https://trace.example.com/' });
  });

  it('outside production keeps the local default', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).publicBaseUrl).toBe('http://localhost:3000');
  });

  it('names each problem', () => {
    expect(publicBaseUrlProblem('ftp://trace.example.com')).toBe(
      '"ftp://trace.example.com" is not http or https',
    );
    expect(publicBaseUrlProblem('trace.example.com')).toBe('"trace.example.com" is not a URL');
    expect(publicBaseUrlProblem('https://user:pw@trace.example.com')).toContain('user name or password');
    expect(publicBaseUrlProblem('http://[::1]:3000')).toContain('local address');
    expect(publicBaseUrlProblem('https://trace.example.com:8443')).toBeNull();
  });
});
