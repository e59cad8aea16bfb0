import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type MaintenanceNotice, useMaintenanceNoticesQuery } from '../api/maintenance';
import { AlertIcon } from '../components/icons';
import { formatDateTime } from '../kit/format';

/** The wording of a window in the banner and the carousel: when, and what it stops. */
export function useMaintenanceText() {
  const { t } = useTranslation('maintenance');
  return (notice: MaintenanceNotice) => {
    const kind =
      `${notice.active ? 'active' : 'upcoming'}${notice.mode === 'full' ? 'Full' : 'ReadOnly'}` as const;
    return t(`banner.${kind}`, {
      start: formatDateTime(notice.startsAt),
      end: formatDateTime(notice.endsAt),
    });
  };
}

/** A banner above every page while a maintenance window is announced or running; it goes when it ends. */
export function MaintenanceBanner() {
  const notices = useMaintenanceNoticesQuery();
  const text = useMaintenanceText();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      {list.map((notice) => (
        <Alert
          key={notice.id}
          color={notice.active ? 'red' : 'orange'}
          variant={notice.active ? 'filled' : 'light'}
          icon={<AlertIcon size={18} />}
          radius={0}
          py={8}
          data-testid="maintenance-banner"
          data-active={notice.active || undefined}
          title={text(notice)}
        >
          {notice.message}
        </Alert>
      ))}
    </>
  );
}
