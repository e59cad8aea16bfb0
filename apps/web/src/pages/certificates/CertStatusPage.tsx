import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { callRoute } from '../../api/call';
import { ApiError } from '../../api/client';
import { usePlatformName } from '../../api/platform';
import { ROUTES } from '../../api/routes';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useLanguage } from '../../i18n';
import { StatusBadge } from '../../kit';
import { CERTIFICATE_STATUS } from './statuses';

/**
 * /certStatus/:certNo: the public status of a certificate (what its QR code opens), without signing
 * in: company, body, scheme, products in scope, status and validity; nothing private.
 */
export default function CertStatusPage() {
  const { t } = useTranslation('certificates');
  const { certNo = '' } = useParams();
  const language = useLanguage();
  const name = usePlatformName();
  const status = useQuery({
    queryKey: ['certificate-status', certNo, language],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.certPublic.status, { params: { certNo } }, { signal, recoverSession: false }),
    retry: false,
  });
  let body: React.ReactNode;
  if (status.isPending) body = <Skeleton h={200} radius="md" />;
  else if (status.isError) {
    const missing =
      status.error instanceof ApiError && (status.error.status === 404 || status.error.status === 400);
    body = (
      <Alert color={missing ? 'gray' : 'red'} data-testid="certificate-status-error">
        <Stack gap="xs">
          <Text size="sm">{missing ? t('public.notFound') : t('public.loadFailed')}</Text>
          {missing ? null : (
            <Button size="xs" variant="light" w="fit-content" onClick={() => status.refetch()}>
              {t('public.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else {
    const c = status.data;
    body = (
      <Paper withBorder radius="md" p="md" data-status={c.status}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700} ff="monospace">
              {c.certNo}
            </Text>
            <Group gap="xs">
              <Badge variant="dot" color={c.effective ? 'teal' : 'red'}>
                {c.effective ? t('inForce') : t('invalid')}
              </Badge>
              <StatusBadge map={CERTIFICATE_STATUS} value={c.status} />
            </Group>
          </Group>
          <Alert color={c.effective ? 'teal' : 'red'} variant="light">
            {c.effective ? t('public.effectiveText') : t('public.invalidText')}
          </Alert>
          <Table withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('holder')}</Table.Th>
                <Table.Td>{c.companyName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('body')}</Table.Th>
                <Table.Td>{c.bodyName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('scheme')}</Table.Th>
                <Table.Td>{c.schemeName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('validPeriod')}</Table.Th>
                <Table.Td>{`${c.validFrom} – ${c.validUntil}`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('public.products')}</Table.Th>
                <Table.Td>{c.products.join(', ') || '—'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    );
  }
  return (
    <Box>
      <Group justify="space-between" px="md" py="xs" maw={640} mx="auto">
        <Text fw={700} size="sm">
          {name}
        </Text>
        <LanguageSwitch compact />
      </Group>
      <Container size={640} px="md" py="md" component="main">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('public.title')}
          </Title>
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
