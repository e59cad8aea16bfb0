import type { TFunction } from 'i18next';

/** A duration in seconds as days and hours, or hours and minutes ("2 d 5 h", "3 h 20 min"). */
export function formatDuration(seconds: number | null, t: TFunction<'workOrders'>): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t('duration.daysHours', { days, hours: hours % 24 });
  if (hours > 0) return t('duration.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('duration.minutes', { minutes });
}
