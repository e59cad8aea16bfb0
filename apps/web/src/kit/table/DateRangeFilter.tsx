import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';

import { VisuallyHidden } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { Language } from '@trace/contracts';
import { useId } from 'react';
import { useLanguage } from '../../i18n';
import { CalendarIcon } from '../icons';
import type { DateRangeValue } from '../query/params';

const DAYJS_LOCALE: Record<Language, string> = { cn: 'zh-cn', en: 'en', fr: 'fr' };

/** A from-to date filter; values are `YYYY-MM-DD` strings, as the API takes them. */
export default function DateRangeFilter({
  label,
  width,
  value,
  onChange,
}: {
  label: string;
  width: number;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) {
  const language = useLanguage();
  const id = useId();
  const chosen = value[0] !== null || value[1] !== null;
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      {/* The field is a button showing the label (its placeholder) or the chosen dates: chosen, its name
        is the label followed by them. */}
      <VisuallyHidden id={`${id}-label`}>{label}</VisuallyHidden>
      <DatePickerInput
        type="range"
        id={id}
        aria-label={chosen ? undefined : label}
        aria-labelledby={chosen ? `${id}-label ${id}` : undefined}
        placeholder={label}
        w={width}
        value={value}
        onChange={(next) => onChange([next[0] ?? null, next[1] ?? null])}
        valueFormat="YYYY-MM-DD"
        clearable
        allowSingleDateInRange
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
