import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { EXTERNAL_APPS_MANAGE } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DetailPage,
  formatDateTime,
  MissingRecord,
  StatusBadge,
  useCan,
  useFormatCount,
  useIdParam,
} from '../../kit';
import { AccessLogTable } from './AccessLogTable';
import { EXTERNAL_PATHS, type PartnerAppDetail, usePartnerApp } from './api';
import { KeysCard } from './KeysCard';
import { APP_STATUS } from './statuses';

/** /externalRequestPermissionsDetail?id=: a partner application, its keys and its calls. */
export default function AppDetailPage() {
  const { t } = useTranslation('external');
  const navigate = useNavigate();
  const can = useCan();
  const id = useIdParam();
  const app = usePartnerApp(id);
  const count = useFormatCount();
  if (!id) return <MissingRecord title={t('apps.detail')} back={EXTERNAL_PATHS.apps} />;
  return (
    <DetailPage
      title={(a: PartnerAppDetail) => a.name}
      back={EXTERNAL_PATHS.apps}
      query={app}
      badge={(a) => <StatusBadge map={APP_STATUS} value={a.enabled ? 'enabled' : 'disabled'} />}
      actions={(a) =>
        can(EXTERNAL_APPS_MANAGE) ? (
          <Button variant="default" onClick={() => navigate(`${EXTERNAL_PATHS.editApp}?id=${a.id}`)}>
            {t('edit')}
          </Button>
        ) : null
      }
      sections={(a) => [
        {
          title: t('apps.identity'),
          items: [
            { label: t('apps.purpose'), value: a.purpose, wide: true },
            { label: t('apps.contactName'), value: a.contactName },
            { label: t('apps.contactEmail'), value: a.contactEmail },
            { label: t('apps.contactPhone'), value: a.contactPhone },
            { label: t('created'), value: formatDateTime(a.createTime) },
          ],
        },
        {
          title: t('apps.limits'),
          columns: 3,
          items: [
            { label: t('apps.ratePerMinute'), value: count(a.ratePerMinute) },
            { label: t('apps.dailyQuota'), value: count(a.dailyQuota) },
            { label: t('apps.activeKeys'), value: a.activeKeys },
            { label: t('apps.grantsInForce'), value: a.grantsInForce },
          ],
        },
      ]}
    >
      {(a) => (
        <Stack gap="lg">
          <KeysCard app={a} />
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="md">
              <Title order={3} size="h5">
                {t('log.appTitle')}
              </Title>
            </Group>
            <AccessLogTable appId={a.id} showCompany />
          </Card>
        </Stack>
      )}
    </DetailPage>
  );
}
