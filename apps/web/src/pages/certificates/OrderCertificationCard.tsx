import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { StatusBadge } from '../../kit';
import { statusPagePath } from './api';
import { CERTIFICATE_STATUS } from './statuses';

/**
 * Beside a label order: the certificate the product stands on now and the labels its module may still
 * order this year (decision 0024). Shown to those who may read the product's coverage.
 */
export function OrderCertificationCard({ productId }: { productId: string }) {
  const { t } = useTranslation('certificates');
  const coverage = useQuery({
    ...routeQuery(ROUTES.certCertificates.coverage, { params: { id: productId } }),
    retry: false,
  });
  if (!coverage.data) return null;
  const { gating, certificate, module } = coverage.data;
  if (!gating && !certificate) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="order-certification">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('coverage.title')}
          </Title>
          {gating ? (
            <Badge size="sm" variant="light">
              {t('coverage.gatingOn')}
            </Badge>
          ) : null}
        </Group>
        {certificate ? (
          <Group gap="xs">
            <Text size="sm">{t('coverage.certificate')}:</Text>
            <Anchor component={Link} to={statusPagePath(certificate.certNo)} size="sm" ff="monospace">
              {certificate.certNo}
            </Anchor>
            <StatusBadge map={CERTIFICATE_STATUS} value={certificate.status} />
          </Group>
        ) : (
          <Text size="sm" c="red">
            {t('coverage.none')}
          </Text>
        )}
        {module ? (
          <>
            <Text size="sm">
              {t('coverage.remaining')}:{' '}
              <b data-testid="remaining-labels">{module.remaining ?? t('coverage.noCap')}</b>
              {module.certifiedAnnualOutput !== null ? ` / ${module.certifiedAnnualOutput}` : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {module.name} · {t('coverage.ordered')}: {module.orderedThisYear}
            </Text>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
