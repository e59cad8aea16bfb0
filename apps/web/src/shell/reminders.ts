import type { UpPrompt } from '@trace/contracts';

export type ReminderKind = keyof UpPrompt;

export interface Reminder {
  kind: ReminderKind;
  text: string;
}

/**
 * The reminders to show after sign-in, one dialog each, in this order: the expired-contract notice,
 * the traceability contract ending, certificates expiring, then each evaluation due (the server joins
 * those with `|`). Empty texts are skipped.
 */
export function reminderQueue(prompt: UpPrompt): Reminder[] {
  const single = (kind: ReminderKind): Reminder[] => {
    const text = prompt[kind].trim();
    return text ? [{ kind, text }] : [];
  };
  return [
    ...single('sy6ExpirationReminder'),
    ...single('syEndTimeLeThirty'),
    ...single('certDueTimeLeThirty'),
    ...prompt.evaluateDueTimeLeThirty
      .split('|')
      .map((text) => text.trim())
      .filter((text) => text.length > 0)
      .map((text): Reminder => ({ kind: 'evaluateDueTimeLeThirty', text })),
  ];
}

const SHOWN_KEY = 'remindersShown';

/** Reminders appear once per sign-in; the flag lives in session storage, which sign-out clears. */
export const remindersShown = {
  get: () => sessionStorage.getItem(SHOWN_KEY) === '1',
  set: () => sessionStorage.setItem(SHOWN_KEY, '1'),
};
