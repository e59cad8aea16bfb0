import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { ScanAnswer } from './api';

/**
 * The scheme certificate the label's product stands on now (decision 0024), with its state and a link
 * to its public status page; a suspended certificate says so.
 */
export function SchemeCertificate({
  certificate,
  t,
}: {
  certificate: NonNullable<ScanAnswer['certificate']>;
  t: TFunction<'scan'>;
}) {
  const effective = certificate.status === 'effective' || certificate.status === 'reduced';
  const state = effective ? 'effective' : certificate.status === 'suspended' ? 'suspended' : 'invalid';
  return (
    <Paper withBorder radius="md" p="md" shadow="xs" id="scheme-certificate" data-status={certificate.status}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{t('schemeCertificate.title')}</Text>
          <Badge color={effective ? 'teal' : state === 'suspended' ? 'orange' : 'red'}>
            {t(`schemeCertificate.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {certificate.scheme.toUpperCase()} · {t('schemeCertificate.number')}: {certificate.certNo}
        </Text>
        <Anchor component={Link} to={`/certStatus/${encodeURIComponent(certificate.certNo)}`} size="sm">
          {t('schemeCertificate.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
