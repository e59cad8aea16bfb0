import { ORDER_ACTIONS, type OrderAction } from '@trace/contracts';
import type { TFunction } from 'i18next';

/** Counts are written by the kit's helpers; the label pages import them from here too. */
export { formatCount, useFormatCount } from '../../kit';

/** Whole days from `iso` to now (0 when not yet reached). */
export function daysSince(iso: string | null, now = Date.now()): number {
  if (!iso) return 0;
  const elapsed = now - new Date(iso).getTime();
  return elapsed > 0 ? Math.floor(elapsed / 86_400_000) : 0;
}

/** The order actions an order's history records (downloading the labels is not one of them). */
const HISTORY_ACTIONS = ORDER_ACTIONS.filter(
  (action): action is Exclude<OrderAction, 'download'> => action !== 'download',
);

/** An order history entry's action in words; an action the texts do not name is shown as it came. */
export function historyText(t: TFunction<'labels'>, action: string): string {
  const known = HISTORY_ACTIONS.find((name) => name === action);
  return known ? t(`detail.history.${known}`) : action;
}
