import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AlertCircleIcon,
  CheckIcon,
  DetailSections,
  DownloadIcon,
  formatDateTime,
  JobDrawer,
  SearchIcon,
  useCan,
} from '../../../kit';
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
          <Text fw={600}>
            {t('barcodes.detail.ready', { count: application.count, shown: format(application.count) })}
          </Text>
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
  return (
    <JobDrawer
      id={id}
      onClose={onClose}
      query={useBarcodeApplication(id)}
      title={(data) => t('barcodes.detail.title', { applicationNo: data.applicationNo })}
      statuses={BARCODE_STATUS}
      status={(data) => data.status}
      // When the barcodes are ready while the drawer is open, the list learns it too.
      isRunning={(data) => data.status === 'generating'}
      listKey={BARCODE_KEYS.list}
    >
      {(data) => (
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
      )}
    </JobDrawer>
  );
}
