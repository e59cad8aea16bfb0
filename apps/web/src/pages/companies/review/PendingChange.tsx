import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailSection } from '../../../kit';
import { changedFields } from './changes';

export interface ChangeField {
  key: string;
  label: string;
  /** How a value of the field reads (names for ids, thumbnails for pictures); default: as text. */
  render?: (value: unknown) => ReactNode;
}

function plain(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function Cell({ value, field }: { value: unknown; field: ChangeField }) {
  const shown = (field.render ?? plain)(value);
  return shown === null || shown === undefined || shown === '' ? (
    <Text size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {shown}
    </Text>
  );
}

interface PendingChangeProps {
  approved: Readonly<Record<string, unknown>>;
  change: Readonly<Record<string, unknown>>;
  fields: readonly ChangeField[];
}

/** The fields a waiting change alters: the approved value beside the waiting one. */
export function PendingChangeTable({ approved, change, fields }: PendingChangeProps) {
  const { t } = useTranslation('companies');
  const changed = changedFields(
    approved,
    change,
    fields.map((field) => field.key),
  );
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (
    <Stack gap="sm" data-testid="pending-change">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('reviewing.change.description')}
        </Text>
        <Badge variant="light" color="indigo">
          {t('reviewing.change.count', { count: changed.length })}
        </Badge>
      </Group>
      {changed.length === 0 ? (
        <Text size="sm">{t('reviewing.change.nothing')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>{t('reviewing.change.field')}</Table.Th>
                <Table.Th>{t('reviewing.change.approved')}</Table.Th>
                <Table.Th>{t('reviewing.change.waiting')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changed.map((key) => {
                const field = byKey.get(key)!;
                return (
                  <Table.Tr key={key} data-field={key}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {field.label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Cell value={approved[key]} field={field} />
                    </Table.Td>
                    <Table.Td bg="var(--mantine-color-yellow-light)">
                      <Cell value={change[key]} field={field} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * A change waiting for review beside the approved version, in its own card: the approved one stays in
 * force (lists, the directory, labels) until a reviewer approves.
 */
export function PendingChange(props: PendingChangeProps) {
  const { t } = useTranslation('companies');
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="xs">
        {t('reviewing.change.title')}
      </Title>
      <PendingChangeTable {...props} />
    </Card>
  );
}

/** The same as a section of a detail or audit page. */
export function usePendingChangeSection() {
  const { t } = useTranslation('companies');
  return (props: PendingChangeProps): DetailSection => ({
    title: t('reviewing.change.title'),
    content: <PendingChangeTable {...props} />,
  });
}
