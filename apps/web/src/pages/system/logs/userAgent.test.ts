import { describe, expect, it } from 'vitest';
import { describeAgent } from './userAgent';

describe('a sign-in agent in short', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 · Windows');
    expect(
      describeAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17 · macOS');
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge 120 · Windows');
  });

  it('keeps an agent it does not recognise', () => {
    expect(describeAgent('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
