import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';

import { DateInput, DatesProvider } from '@mantine/dates';
import type { Language } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { CalendarIcon } from '../../../kit';

const DAYJS_LOCALE: Record<Language, string> = { cn: 'zh-cn', en: 'en', fr: 'fr' };
const DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A typed `YYYY-MM-DD` (single-digit month and day accepted) as the picker's value, or null. */
export function parseDay(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (date.getMonth() !== Number(month) - 1) return null;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** Today as `YYYY-MM-DD` in the person's time zone. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A day as an instant the API takes: noon local time, so no time zone moves it to another day. */
export function dayToIso(day: string | null): string | undefined {
  return day ? new Date(`${day}T12:00:00`).toISOString() : undefined;
}

export interface DateFieldProps {
  label: ReactNode;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  maxDate?: string;
}

/** A day, typed as `YYYY-MM-DD` or picked from a calendar in the interface language. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <DateInput
        {...props}
        placeholder={t('datePlaceholder')}
        value={value}
        onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
        valueFormat="YYYY-MM-DD"
        dateParser={parseDay}
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
        maw={240}
      />
    </DatesProvider>
  );
}
