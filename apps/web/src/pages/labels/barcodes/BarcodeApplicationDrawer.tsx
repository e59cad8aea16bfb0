import { Alert, Button, Card, Drawer, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AlertCircleIcon,
  CheckIcon,
  DetailSections,
  DownloadIcon,
  formatDateTime,
  SearchIcon,
  StatusBadge,
  useCan,
} from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import {
  BARCODE_KEYS,
  type BarcodeApplication,
  barcodePdfName,
  barcodePdfPath,
  useBarcodeApplication,
  useDownload,
} from '../api';
import { useFormatCount } from '../format';
import { BARCODE_STATUS } from '../statuses';
import { barcodeSearchHref } from './search';

/** Where the barcodes stand: being made, ready to download, or why they could not be made. */
function Outcome({ application }: { application: BarcodeApplication }) {
  const { t } = useTranslation('labels');
  const format = useFormatCount();
  const navigate = useNavigate();
  const can = useCan();
  const { download, pending } = useDownload();
  if (application.status === 'generating') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} data-testid="barcodes-generating">
        {t('barcodes.detail.generating')}
      </Alert>
    );
  }
  if (application.status === 'execution_error') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<AlertCircleIcon size={18} />}
        title={t('barcodes.detail.error')}
      >
        {application.error}
      </Alert>
    );
  }
  const path = barcodePdfPath(application);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="barcodes-ready">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CheckIcon size={18} color="var(--mantine-color-teal-6)" />
          <Text fw={600}>{t('barcodes.detail.ready', { count: format(application.count) })}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('barcodes.detail.downloadHint')}
        </Text>
        <Group gap="sm">
          {application.actions.includes('download') ? (
            <Button
              leftSection={<DownloadIcon size={16} />}
              loading={pending === path}
              onClick={() => void download(path, barcodePdfName(application))}
            >
              {t('barcodes.detail.download')}
            </Button>
          ) : null}
          {can('label.barcodeSearch.view') ? (
            <Button
              variant="default"
              leftSection={<SearchIcon size={16} />}
              onClick={() => navigate(barcodeSearchHref({ applicationId: application.id }))}
            >
              {t('barcodes.detail.search')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * One barcode application beside its list: what was asked, and its barcodes — read again every two
 * seconds while they are being made, then ready to download as a PDF.
 */
export function BarcodeApplicationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('labels');
  const format = useFormatCount();
  const queryClient = useQueryClient();
  const application = useBarcodeApplication(id);
  const data = application.data;
  // When the barcodes are ready while the drawer is open, the list learns it too.
  const settled = data ? data.status !== 'generating' : false;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: BARCODE_KEYS.list });
  }, [settled, queryClient]);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={640}
      title={
        data ? (
          <Group gap="sm" wrap="nowrap">
            <span>{t('barcodes.detail.title', { applicationNo: data.applicationNo })}</span>
            <StatusBadge map={BARCODE_STATUS} value={data.status} />
          </Group>
        ) : (
          <Skeleton h={20} w={260} />
        )
      }
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {data ? (
        <Stack gap="lg" data-testid="barcode-application" data-status={data.status}>
          <Outcome application={data} />
          <DetailSections
            sections={[
              {
                items: [
                  { label: t('company'), value: data.corpName },
                  { label: t('product'), value: data.productName },
                  { label: t('barcodes.detail.symbology'), value: t(`barcodes.symbology.${data.symbology}`) },
                  { label: t('barcodes.detail.count'), value: format(data.count) },
                  { label: t('barcodes.detail.createTime'), value: formatDateTime(data.createTime) },
                  {
                    label: t('barcodes.detail.firstValue'),
                    value: data.firstValue ? (
                      <Text size="sm" ff="monospace" span>
                        {data.firstValue}
                      </Text>
                    ) : null,
                    wide: true,
                  },
                ],
              },
            ]}
          />
        </Stack>
      ) : application.isError ? (
        <LoadFailed error={application.error} onRetry={() => void application.refetch()} />
      ) : (
        <Stack gap="md">
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
