import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CUSTOMS_CERTIFICATE_KINDS, customsCertificateName } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatDate, StatusBadge, UploadField } from '../../../kit';
import { DateField } from '../../companies/components/DateField';
import { DocumentList, ImageGallery } from '../../companies/components/StoredFiles';
import type { CustomsCertificateView } from '../api';
import { type CustomsFormValues, certificateKey, emptyCertificate } from '../recordForms';
import { CERTIFICATE_VALIDITY } from '../statuses';

/** A certificate as stored (in the record or in a waiting change). */
type StoredCertificate = {
  batchCustomsType: number;
  verify: boolean;
  num: string | null;
  startTime: string | null;
  endTime: string | null;
  file: string | null;
  images: string[];
};

/** Certificates in one shape and key order, so an approved list and a waiting one compare. */
export function canonicalCertificates(value: unknown): StoredCertificate[] {
  if (!Array.isArray(value)) return [];
  return (value as Partial<StoredCertificate>[])
    .map((entry) => ({
      batchCustomsType: Number(entry.batchCustomsType),
      verify: Boolean(entry.verify),
      num: entry.num ?? null,
      startTime: entry.startTime ?? null,
      endTime: entry.endTime ?? null,
      file: entry.file ?? null,
      images: entry.images ?? [],
    }))
    .sort((a, b) => a.batchCustomsType - b.batchCustomsType);
}

const given = (entry: { num: string | null; file: string | null; images: readonly string[] }) =>
  Boolean(entry.num || entry.file || entry.images.length > 0);

/** Given certificates as short lines (`Import declaration: CERT-1`), for the change table. */
export function CertificateLines({ value }: { value: unknown }) {
  const language = useLanguage();
  const lines = canonicalCertificates(value).filter(given);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      {lines.map((entry) => (
        <Text key={entry.batchCustomsType} size="sm">
          {customsCertificateName(entry.batchCustomsType, language)}: {entry.num ?? '—'}
          {entry.endTime ? ` (${formatDate(entry.endTime)})` : ''}
        </Text>
      ))}
    </Stack>
  );
}

function period(entry: CustomsCertificateView, noEnd: string) {
  if (!entry.startTime && !entry.endTime) return null;
  return `${formatDate(entry.startTime)} – ${entry.endTime ? formatDate(entry.endTime) : noEnd}`;
}

/** Every kind in a table: number, validity and period; photos counted. */
export function CertificateTable({ certificates }: { certificates: readonly CustomsCertificateView[] }) {
  const { t: c } = useTranslation('records');
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" striped withTableBorder data-testid="certificate-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('certificates')}</Table.Th>
            <Table.Th>{c('certificateNumber')}</Table.Th>
            <Table.Th>{c('validity')}</Table.Th>
            <Table.Th>
              {c('customs.startTime')} – {c('customs.endTime')}
            </Table.Th>
            <Table.Th>{c('customs.photos')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((entry) => (
            <Table.Tr key={entry.batchCustomsType}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">
                    {entry.batchCustomsType}. {entry.kindName}
                  </Text>
                  {entry.verify ? (
                    <Badge size="xs" variant="light" color="orange">
                      {c('customs.verify')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{entry.num ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge map={CERTIFICATE_VALIDITY} value={entry.validity} />
              </Table.Td>
              <Table.Td>{period(entry, c('customs.noEnd')) ?? '—'}</Table.Td>
              <Table.Td>{entry.images.length + (entry.file ? 1 : 0) || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The given certificates one by one, with their photos and document. */
export function CertificateCards({ certificates }: { certificates: readonly CustomsCertificateView[] }) {
  const { t } = useTranslation('records');
  const shown = certificates.filter((entry) => entry.validity !== 'missing');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="certificate-cards">
      {shown.map((entry) => (
        <Card key={entry.batchCustomsType} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size="md">
                  <Text size="xs" fw={700}>
                    {entry.batchCustomsType}
                  </Text>
                </ThemeIcon>
                <Title order={4} size="h6">
                  {entry.kindName}
                </Title>
              </Group>
              <StatusBadge map={CERTIFICATE_VALIDITY} value={entry.validity} />
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('certificateNumber')}
                </Text>
                <Text size="sm">{entry.num ?? '—'}</Text>
              </Stack>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('customs.startTime')} – {t('customs.endTime')}
                </Text>
                <Text size="sm">{period(entry, t('customs.noEnd')) ?? '—'}</Text>
              </Stack>
            </SimpleGrid>
            {entry.images.length > 0 ? (
              <ImageGallery
                urls={entry.images}
                label={(index: number) => t('common.image', { number: index + 1 })}
                size={88}
              />
            ) : null}
            {entry.file ? <DocumentList urls={[entry.file]} label={() => `${entry.kindName}.pdf`} /> : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The form of one kind: required switch, number, validity period, photos and a document. */
function CertificateCard({ type, form }: { type: number; form: UseFormReturnType<CustomsFormValues> }) {
  const { t: c } = useTranslation('records');
  const language = useLanguage();
  const key = certificateKey(type);
  const path = `certificates.${key}`;
  const values = form.values.certificates[key] ?? emptyCertificate(type);
  const error = form.errors[path];
  const input = (field: string) => form.getInputProps(`${path}.${field}`);
  // A kind that is not required and has nothing yet stays folded until the person opens it.
  const [opened, setOpened] = useState(false);
  const filled = Boolean(
    values.num || values.startTime || values.endTime || values.images.length || values.file.length,
  );
  const unfolded = values.verify || filled || opened || Boolean(error);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`certificate-${type}`}
      style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md" color={values.verify ? 'orange' : 'gray'}>
              <Text size="xs" fw={700}>
                {type}
              </Text>
            </ThemeIcon>
            <Text fw={600} size="sm">
              {customsCertificateName(type, language)}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            {unfolded ? null : (
              <Text size="xs" c="dimmed">
                {c('customs.notRequired')}
              </Text>
            )}
            {unfolded ? null : (
              <Button size="compact-xs" variant="subtle" onClick={() => setOpened(true)}>
                {c('customs.fillIn')}
              </Button>
            )}
            <Switch
              label={c('customs.verify')}
              {...form.getInputProps(`${path}.verify`, { type: 'checkbox' })}
            />
          </Group>
        </Group>
        {error ? (
          <Text size="sm" c="red" data-testid={`certificate-${type}-error`}>
            {error}
          </Text>
        ) : null}
        {unfolded ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={c('certificateNumber')}
                required={values.verify}
                maxLength={50}
                {...input('num')}
              />
              <DateField label={c('customs.startTime')} required={values.verify} {...input('startTime')} />
              <DateField
                label={c('customs.endTime')}
                description={c('customs.noEndHint')}
                minDate={values.startTime ?? undefined}
                {...input('endTime')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <UploadField
                kind="image"
                multiple
                maxFiles={9}
                label={c('customs.photos')}
                required={values.verify}
                {...input('images')}
                value={values.images}
              />
              <UploadField kind="document" label={c('customs.file')} {...input('file')} value={values.file} />
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The 12 kinds of spec section 3, each with its required flag. */
export function CertificateEditor({ form }: { form: Parameters<typeof CertificateCard>[0]['form'] }) {
  const error = form.errors.certificates;
  return (
    <Stack gap="md">
      {error ? (
        <Text size="sm" c="red" data-testid="certificates-error">
          {error}
        </Text>
      ) : null}
      {CUSTOMS_CERTIFICATE_KINDS.map((kind) => (
        <CertificateCard key={kind.type} type={kind.type} form={form} />
      ))}
    </Stack>
  );
}
