import { describe, expect, it } from 'vitest';
import { reminderQueue } from './reminders';

describe('reminderQueue', () => {
  it('orders the expired notice, the contract, certificates, then each evaluation', () => {
    expect(
      reminderQueue({
        syEndTimeLeThirty: 'contract ends soon',
        certDueTimeLeThirty: 'certificate expires',
        evaluateDueTimeLeThirty: 'evaluation A|evaluation B',
        sy6ExpirationReminder: 'contract expired',
      }),
    ).toEqual([
      { kind: 'sy6ExpirationReminder', text: 'contract expired' },
      { kind: 'syEndTimeLeThirty', text: 'contract ends soon' },
      { kind: 'certDueTimeLeThirty', text: 'certificate expires' },
      { kind: 'evaluateDueTimeLeThirty', text: 'evaluation A' },
      { kind: 'evaluateDueTimeLeThirty', text: 'evaluation B' },
    ]);
  });

  it('skips empty texts and empty parts between pipes', () => {
    expect(
      reminderQueue({
        syEndTimeLeThirty: '',
        certDueTimeLeThirty: '  ',
        evaluateDueTimeLeThirty: '|only one||',
        sy6ExpirationReminder: '',
      }),
    ).toEqual([{ kind: 'evaluateDueTimeLeThirty', text: 'only one' }]);
  });

  it('is empty when there is nothing to remind of', () => {
    expect(
      reminderQueue({
        syEndTimeLeThirty: '',
        certDueTimeLeThirty: '',
        evaluateDueTimeLeThirty: '',
        sy6ExpirationReminder: '',
      }),
    ).toEqual([]);
  });
});
