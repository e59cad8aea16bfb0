import { describe, expect, it } from 'vitest';
import { MESSAGE_READ_STATUS } from './maps';
import { defineStatusMap, statusLabel, statusOptions, statusStyle } from './statusMap';

describe('status maps', () => {
  it('names the message read states in each language', () => {
    expect(statusLabel(MESSAGE_READ_STATUS, 1, 'cn')).toBe('未读');
    expect(statusLabel(MESSAGE_READ_STATUS, 2, 'en')).toBe('Read');
    expect(statusLabel(MESSAGE_READ_STATUS, 1, 'fr')).toBe('Non lu');
    expect(statusStyle(MESSAGE_READ_STATUS, 1)?.color).toBe('orange');
  });

  it('shows a value the map does not know as it came, and nothing for no value', () => {
    expect(statusLabel(MESSAGE_READ_STATUS, 7, 'en')).toBe('7');
    expect(statusLabel(MESSAGE_READ_STATUS, null, 'en')).toBe('');
    expect(statusStyle(MESSAGE_READ_STATUS, 'toString')).toBeUndefined();
  });

  it('falls back to Chinese where a translation is missing', () => {
    const map = defineStatusMap({ draft: { label: { cn: '草稿', en: '', fr: '' }, color: 'gray' } });
    expect(statusLabel(map, 'draft', 'fr')).toBe('草稿');
  });

  it('gives filter options in the order of the map', () => {
    expect(statusOptions(MESSAGE_READ_STATUS, 'en')).toEqual([
      { value: '1', label: 'Unread' },
      { value: '2', label: 'Read' },
    ]);
  });
});
