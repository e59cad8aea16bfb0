import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once, however often it is asked', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load(), calls]).toEqual([1, 1, 1, 1]);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'page';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('page');
    expect(calls).toBe(2);
  });
});
