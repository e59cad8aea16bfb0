import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { DownloadIcon, type ListQuery } from '../../../kit';
import { downloadServerExport, type ExportRoute } from '../../../kit/table/export';

/** Downloads a statistics export as CSV with the current filters (the table's own button gives xlsx). */
export function ExportCsvButton({
  route,
  query,
  filename,
}: {
  route: ExportRoute;
  query: ListQuery;
  filename: string;
}) {
  const { t } = useTranslation('stats');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadServerExport(route, { ...query, format: 'csv' }, filename);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof ApiError ? error.msg : t('loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<DownloadIcon size={16} />}
      loading={busy}
      onClick={() => void run()}
    >
      {t('exportCsv')}
    </Button>
  );
}
