import { Alert, Button, Card, Drawer, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  useTexts,
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
import { texts } from './texts';

/** Where the barcodes stand: being made, ready to download, or why they could not be made. */
function Outcome({ application }: { application: BarcodeApplication }) {
  const t = useTexts(texts);
  const d = t.detail;
  const format = useFormatCount();
  const navigate = useNavigate();
  const can = useCan();
  const { download, pending } = useDownload();
  if (application.status === 'generating') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} data-testid="barcodes-generating">
        {d.generating}
      </Alert>
    );
  }
  if (application.status === 'execution_error') {
    return (
      <Alert color="red" variant="light" icon={<AlertCircleIcon size={18} />} title={d.error}>
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
          <Text fw={600}>{d.ready(format(application.count))}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {d.downloadHint}
        </Text>
        <Group gap="sm">
          {application.actions.includes('download') ? (
            <Button
              leftSection={<DownloadIcon size={16} />}
              loading={pending === path}
              onClick={() => void download(path, barcodePdfName(application))}
            >
              {d.download}
            </Button>
          ) : null}
          {can('label.barcodeSearch.view') ? (
            <Button
              variant="default"
              leftSection={<SearchIcon size={16} />}
              onClick={() => navigate(barcodeSearchHref({ applicationId: application.id }))}
            >
              {d.search}
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
  const t = useTexts(texts);
  const d = t.detail;
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
            <span>{d.title(data.applicationNo)}</span>
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
                  { label: d.company, value: data.corpName },
                  { label: d.product, value: data.productName },
                  { label: d.symbology, value: t.symbology[data.symbology] },
                  { label: d.count, value: format(data.count) },
                  { label: d.createTime, value: formatDateTime(data.createTime) },
                  {
                    label: d.firstValue,
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
