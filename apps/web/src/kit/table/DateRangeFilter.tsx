import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';

import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { Language } from '@trace/contracts';
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
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <DatePickerInput
        type="range"
        aria-label={label}
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
