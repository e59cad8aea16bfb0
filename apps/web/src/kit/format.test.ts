import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, localized } from './format';

describe('formatting', () => {
  it('writes sizes people read', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(200 * 1024)).toBe('200 KB');
  });

  it('writes times as local YYYY-MM-DD HH:mm and nothing for a missing one', () => {
    const local = new Date(2026, 0, 5, 9, 7, 3);
    expect(formatDateTime(local.toISOString())).toBe('2026-01-05 09:07');
    expect(formatDateTime(local.toISOString(), { seconds: true })).toBe('2026-01-05 09:07:03');
    expect(formatDate(local.toISOString())).toBe('2026-01-05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('picks the language of a text, Chinese when missing', () => {
    expect(localized({ cn: '消息', en: 'Messages', fr: '' }, 'fr')).toBe('消息');
  });
});
