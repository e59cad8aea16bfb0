import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';

import { DateInput, DatesProvider } from '@mantine/dates';
import type { Language } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { CalendarIcon } from '../../../kit';
import { parseDay } from './dates';

const DAYJS_LOCALE: Record<Language, string> = { cn: 'zh-cn', en: 'en', fr: 'fr' };

export interface DateFieldProps {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** `YYYY-MM-DD`, or null for no day. */
  value?: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  /** The first day the calendar offers; a day typed before it is left to the form's rules. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
}

/** A day, typed as `YYYY-MM-DD` or picked from a calendar in the interface language. */
export function DateField({
  value,
  onChange,
  clearable = true,
  placeholder,
  minDate,
  ...props
}: DateFieldProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <DateInput
        {...props}
        placeholder={placeholder ?? t('datePlaceholder')}
        value={value ?? null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
        valueFormat="YYYY-MM-DD"
        dateParser={parseDay}
        clearable={clearable}
        // Earlier days are greyed out in the calendar only: a typed earlier day still reaches the form,
        // whose rule says why it is refused (the picker's own minDate would drop it without a word).
        excludeDate={minDate ? (day) => day.slice(0, 10) < minDate.slice(0, 10) : undefined}
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
