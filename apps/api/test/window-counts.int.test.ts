import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { WindowCounts } from '../src/lib/window-counts';

const url = process.env.REDIS_URL!;
// Two instances of the API, each with its own connection, counting in the same windows.
const connections = [new Redis(url), new Redis(url)];
afterAll(() => Promise.all(connections.map((redis) => redis.quit())));

const failed: unknown[] = [];
const [one, two] = connections.map((redis) => new WindowCounts(redis, (error) => failed.push(error))) as [
  WindowCounts,
  WindowCounts,
];
const windowOf = (limit: number) => ({ key: `test:window:${randomUUID()}`, ttlMs: 60_000, limit });

describe('calls counted in windows kept in Redis', () => {
  it('gives calls made together their own places, and Redis the whole count', async () => {
    const minute = windowOf(1_000);
    const day = windowOf(100_000);
    const places = await Promise.all(Array.from({ length: 50 }, () => one.count([minute, day])));
    expect(places.map((place) => place![0]).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(places.map((place) => place![1]).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // Far from the limit a call does not wait for Redis; its count arrives with the next group.
    expect(await one.count([minute, day])).toEqual([51, 51]);
    await one.drain();
    expect(await connections[0]!.get(minute.key)).toBe('51');
    expect(await connections[0]!.pttl(minute.key)).toBeGreaterThan(50_000);
  });

  it('near a limit, a call waits for the total, so the calls of other instances count', async () => {
    const window = windowOf(20);
    const places = [];
    for (let i = 0; i < 18; i++) places.push((await one.count([window]))![0]);
    expect(places).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    await one.drain();
    expect(await two.count([window])).toEqual([19]);
    expect(await two.count([window])).toEqual([20]);
    // This instance last heard 18; within a tenth of the limit it asks, and learns it is the 21st.
    expect(await one.count([window])).toEqual([21]);
    await Promise.all([one.drain(), two.drain()]);
    expect(await connections[1]!.get(window.key)).toBe('21');
  });

  it('waits for Redis once a tenth of a limit is counted here and not yet answered', async () => {
    const window = windowOf(1_000);
    expect(await one.count([window])).toEqual([1]);
    await one.drain();
    const places = await Promise.all(Array.from({ length: 250 }, () => one.count([window])));
    expect(places.map((place) => place![0]).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 250 }, (_, i) => i + 2),
    );
    // Another instance counted 500 since this one last heard: the first hundred calls, far from the
    // limit, do not know it yet; the calls past them wait for Redis and are placed after those 500.
    const other = windowOf(1_000);
    expect(await one.count([other])).toEqual([1]);
    await one.drain();
    await connections[1]!.incrby(other.key, 500);
    const burst = (await Promise.all(Array.from({ length: 150 }, () => one.count([other])))).map(
      (place) => place![0],
    );
    expect(burst.slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
    expect(burst.slice(100)).toEqual(Array.from({ length: 50 }, (_, i) => i + 602));
  });

  it('a window first counted elsewhere starts from its total in Redis', async () => {
    const window = windowOf(1_000);
    for (let i = 0; i < 5; i++) await one.count([window]);
    await one.drain();
    expect(await two.count([window])).toEqual([6]);
  });

  it('answers null when Redis cannot be reached, and says why', async () => {
    const away = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const counts = new WindowCounts(away, (error) => failed.push(error));
    const before = failed.length;
    expect(await counts.count([windowOf(10)])).toBeNull();
    expect(failed.length).toBe(before + 1);
    away.disconnect();
  });
});
