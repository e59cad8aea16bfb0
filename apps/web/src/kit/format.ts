import type { Language, Localized } from '@trace/contracts';

/** The text of a cn/en/fr triple in the given language. */
export function localized(text: Localized, language: Language): string {
  return text[language] || text.cn;
}

const NUMBER_LOCALE: Record<Language, string> = { cn: 'zh-CN', en: 'en-GB', fr: 'fr-FR' };

/** A count as people of the interface language write it (`150,000`, `150 000`). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[language]).format(value);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO timestamp from the API as local `YYYY-MM-DD HH:mm` (the form the platform's users read in
 * every language); an empty string for a missing or unreadable value.
 */
export function formatDateTime(iso: string | null | undefined, options: { seconds?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return options.seconds ? `${day} ${time}:${pad(date.getSeconds())}` : `${day} ${time}`;
}

/** An ISO timestamp or date as local `YYYY-MM-DD`. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}

/** A byte count for people: `512 B`, `12.3 KB`, `4.5 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
