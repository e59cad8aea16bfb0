import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr';

import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { Language } from '@trace/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { CalendarIcon } from '../../../kit';

const DAYJS_LOCALE: Record<Language, string> = { cn: 'zh-cn', en: 'en', fr: 'fr' };
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A picker value (local `YYYY-MM-DD HH:mm:ss`) as the ISO instant the API takes. */
export function pickerToIso(value: string | null): string | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toISOString() : null;
}

/** An ISO instant from the API as the picker's local value. */
export function isoToPicker(iso: string | null): string | null {
  return iso ? dayjs(iso).format(PICKER_FORMAT) : null;
}

/** A date and time, picked in the interface language and shown as `YYYY-MM-DD HH:mm`. */
export function DateTimeField({
  label,
  description,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  clearable = true,
}: {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  value?: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  clearable?: boolean;
}) {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: language === 'en' ? 0 : 1 }}>
      <DateTimePicker
        label={label}
        description={description}
        placeholder={placeholder}
        value={value ?? null}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        clearable={clearable}
        valueFormat="YYYY-MM-DD HH:mm"
        leftSection={<CalendarIcon size={16} />}
        popoverProps={{ withinPortal: true }}
        // The calendar's arrows, the time fields and the check that closes the picker are named for
        // screen readers (Mantine leaves them unnamed).
        ariaLabels={{ previousMonth: t('picker.previousMonth'), nextMonth: t('picker.nextMonth') }}
        timePickerProps={{ hoursInputLabel: t('picker.hours'), minutesInputLabel: t('picker.minutes') }}
        submitButtonProps={{ 'aria-label': t('picker.apply') }}
      />
    </DatesProvider>
  );
}
