import { describe, expect, it } from 'vitest';
import { reminderThreshold } from './cert-reminders';

describe('certification reminder thresholds', () => {
  it('31 days is beyond the first reminder; 30, 1 and 0 are their own; days between fall in the next one up', () => {
    expect(reminderThreshold(31)).toBeNull();
    expect(reminderThreshold(30)).toBe(30);
    expect(reminderThreshold(12)).toBe(30);
    expect(reminderThreshold(1)).toBe(1);
    expect(reminderThreshold(0)).toBe(0);
    expect(reminderThreshold(-1)).toBeNull();
  });
});
