import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { qualificationState } from './api';

/** The qualification's state: expired (red), running out within 60 days (orange), else nothing. */
export function QualificationBadge({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation('auditors');
  const state = qualificationState(daysLeft);
  if (!state) return null;
  return state.kind === 'expired' ? (
    <Badge color="red" variant="light">
      {t('qualification.expired')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {t('qualification.expiresIn', { count: state.days })}
    </Badge>
  );
}
