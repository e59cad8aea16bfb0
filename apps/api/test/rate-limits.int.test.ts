import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe('rate limits in two tiers', () => {
  let app: App;
  let other: App;
  beforeAll(async () => {
    // Two instances of the API on one Redis key space, as behind a load balancer.
    const prefix = `${process.env.REDIS_PREFIX ?? 'test'}:tiers:${Date.now()}`;
    app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5', REDIS_PREFIX: prefix });
    other = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5', REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  const call = (instance: App, remoteAddress: string, language = 'en') =>
    instance.inject({
      method: 'GET',
      url: '/getPlatform',
      remoteAddress,
      headers: { syslanguage: language },
    });

  it('counts the general limit per address in each instance, without Redis', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(app, '203.0.113.7'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    // Answers within the limit say nothing of it; the refusal says what it was and when it resets.
    expect(answers.slice(0, 5).map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(
      Array(5).fill(undefined),
    );
    const refused = await call(app, '203.0.113.7', 'fr');
    expect(refused.json()).toMatchObject({ code: '429' });
    expect(refused.json().msg).toMatch(/\S/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-limit']).toBe('5');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // Another address is not held back, and neither is the same address on the other instance.
    expect((await call(app, '203.0.113.8')).statusCode).toBe(200);
    expect((await call(other, '203.0.113.7')).statusCode).toBe(200);
    const keys = await app.redis.keys(`${app.config.redisPrefix}:rate:203.0.113.7*`);
    expect(keys).toEqual([]);
  });

  it('counts a route’s own limit in Redis, shared by every instance', async () => {
    const attempt = (instance: App) =>
      instance.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { account: 'nobody_at_all', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    // Alternate instances: the count is one.
    for (let i = 0; i < 12; i++) statuses.push((await attempt(i % 2 === 0 ? app : other)).statusCode);
    expect(statuses).toContain(429);
    const firstRefused = statuses.indexOf(429);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    const keys = await app.redis.keys(`${app.config.redisPrefix}:rate:POST/auth/login-*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
