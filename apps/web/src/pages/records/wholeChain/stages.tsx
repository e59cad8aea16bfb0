import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type ProductionLine,
  STAGES_OF_LINE,
  WHOLE_CHAIN_STAGE_NAMES,
  type WholeChainStage,
  ZStageEntry,
} from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import {
  formatDate,
  PlusIcon,
  TrashIcon,
  UploadActivity,
  UploadField,
  useUploadActivity,
  useZodForm,
} from '../../../kit';
import { DateField } from '../../companies/components/DateField';
import { ImageGallery } from '../../companies/components/StoredFiles';
import { useStoredFiles } from '../../companies/components/storedFiles';
import type { WholeChainRecord } from '../api';
import {
  EMPTY_ENTRY,
  entryFormValues,
  type StageEntryBody,
  type StagesBody,
  toEntryBody,
} from '../recordForms';

type StageView = WholeChainRecord['stages'][number];
type EntryView = StageView['entries'][number];

function InputsTable({ inputs }: { inputs: EntryView['inputs'] }) {
  const { t: ch } = useTranslation('records');
  if (inputs.length === 0) return null;
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" maw={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{ch('chain.inputName')}</Table.Th>
          <Table.Th>{ch('quantity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {inputs.map((input, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: inputs have no id and keep their order
          <Table.Tr key={index}>
            <Table.Td>{input.name}</Table.Td>
            <Table.Td>
              {input.quantity} {input.unit ?? ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One entry: date, operator, what was done, inputs and photos. */
function EntryBody({ entry }: { entry: EntryView }) {
  const { t } = useTranslation('records');
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {formatDate(entry.date)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('chain.operator')}: {entry.operator}
        </Text>
      </Group>
      {entry.description ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.description}
        </Text>
      ) : null}
      <InputsTable inputs={entry.inputs} />
      {entry.images.length > 0 ? (
        <ImageGallery
          urls={entry.images}
          label={(index: number) => t('common.image', { number: index + 1 })}
          size={72}
        />
      ) : null}
    </Stack>
  );
}

/** The stages of a record as a timeline, in production order; empty stages said as such when shown. */
export function StageTimeline({
  stages,
  showEmpty = true,
}: {
  stages: readonly StageView[];
  showEmpty?: boolean;
}) {
  const { t: ch } = useTranslation('records');
  const shown = showEmpty ? stages : stages.filter((stage) => stage.entries.length > 0);
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {ch('chain.nothingYet')}
      </Text>
    );
  return (
    <Timeline bulletSize={22} lineWidth={2} active={shown.length} data-testid="stage-timeline">
      {shown.map((stage) => (
        <Timeline.Item
          key={stage.stage}
          color={stage.entries.length > 0 ? 'teal' : 'gray'}
          title={
            <Group gap="xs">
              <Text fw={600} size="sm">
                {stage.name}
              </Text>
              <Badge size="xs" variant="light" color={stage.entries.length > 0 ? 'teal' : 'gray'}>
                {ch('chain.entries', { count: stage.entries.length })}
              </Badge>
            </Group>
          }
        >
          <Stack gap="sm" mt={6}>
            {stage.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {ch('chain.noEntries')}
              </Text>
            ) : (
              stage.entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and keep their order
                <EntryBody key={index} entry={entry} />
              ))
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A stages body in one shape and key order, for comparing an approved record with a waiting change. */
export function canonicalStages(value: StagesBody): Record<string, StageEntryBody[]> {
  return Object.fromEntries(
    (Object.keys(value) as WholeChainStage[])
      .filter((stage) => value[stage]?.length)
      .sort()
      .map((stage) => [
        stage,
        value[stage]!.map((entry) => ({
          date: entry.date,
          operator: entry.operator,
          description: entry.description ?? null,
          inputs: entry.inputs.map((input) => ({
            name: input.name,
            quantity: input.quantity,
            unit: input.unit ?? null,
          })),
          images: entry.images,
        })),
      ]),
  );
}

/** A stages body as short lines (`Harvest: 2 entries`), for the change table. */
export function StageCounts({ value }: { value: unknown }) {
  const language = useLanguage();
  const { t: ch } = useTranslation('records');
  const stages = (value && typeof value === 'object' ? value : {}) as StagesBody;
  const filled = (Object.keys(stages) as WholeChainStage[]).filter((stage) => stages[stage]?.length);
  if (filled.length === 0) return null;
  return (
    <Stack gap={2}>
      {filled.map((stage) => (
        <Text key={stage} size="sm">
          {WHOLE_CHAIN_STAGE_NAMES[stage]?.[language] ?? stage}:{' '}
          {ch('chain.entries', { count: stages[stage]!.length })}
        </Text>
      ))}
    </Stack>
  );
}

/** The form of one entry, in a dialog; checked with the API's rules before it is kept. */
function EntryDialog({
  opened,
  entry,
  onClose,
  onSave,
}: {
  opened: boolean;
  entry: StageEntryBody | null;
  onClose: () => void;
  onSave: (entry: StageEntryBody) => void;
}) {
  const { t } = useTranslation('records');
  // Mounted afresh for each entry (see StageEditor), so the form starts from that entry.
  const urls = useMemo(() => entry?.images ?? [], [entry]);
  const images = useStoredFiles(urls, (index: number) => t('common.image', { number: index + 1 }));
  const form = useZodForm(ZStageEntry, EMPTY_ENTRY, { toInput: toEntryBody });
  // The dialog's pictures hold its own save, not the page's (context passes through the portal).
  const uploads = useUploadActivity();
  const { initialize } = form;
  useEffect(() => {
    if (entry && images) initialize(entryFormValues(entry, images));
  }, [entry, images, initialize]);
  const { values } = form;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry ? t('chain.editEntry') : t('chain.addEntry')}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          // The dialog sits in a portal, but React still bubbles its submit to the page's form.
          event.stopPropagation();
          form.submit((body) => {
            onSave(body as StageEntryBody);
            onClose();
          })(event);
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField
              label={t('date')}
              required
              maxDate={new Date().toISOString().slice(0, 10)}
              {...form.getInputProps('date')}
            />
            <TextInput
              label={t('chain.operator')}
              required
              maxLength={50}
              {...form.getInputProps('operator')}
            />
          </SimpleGrid>
          <Textarea
            label={t('chain.entryDescription')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('description')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('inputs')}
            </Text>
            {values.inputs.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  placeholder={t('chain.inputName')}
                  aria-label={t('chain.inputName')}
                  maxLength={50}
                  style={{ flex: 2 }}
                  {...form.getInputProps(`inputs.${index}.name`)}
                />
                <TextInput
                  placeholder={t('quantity')}
                  aria-label={t('quantity')}
                  inputMode="decimal"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`inputs.${index}.quantity`)}
                />
                <TextInput
                  placeholder={t('chain.unit')}
                  aria-label={t('chain.unit')}
                  maxLength={20}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`inputs.${index}.unit`)}
                />
                <Tooltip label={t('remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('remove')}
                    onClick={() => form.removeListItem('inputs', index)}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
            {form.errors.inputs ? (
              <Text size="xs" c="red">
                {form.errors.inputs}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<PlusIcon size={14} />}
                disabled={values.inputs.length >= 20}
                onClick={() => form.insertListItem('inputs', { name: '', quantity: '', unit: '' })}
              >
                {t('chain.addInput')}
              </Button>
            </Group>
          </Stack>
          <UploadActivity.Provider value={uploads.report}>
            <UploadField
              kind="image"
              multiple
              maxFiles={9}
              label={t('pictures')}
              {...form.getInputProps('images')}
              value={values.images}
            />
          </UploadActivity.Provider>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" data-testid="save-entry" loading={uploads.uploading}>
              {t('chain.saveEntry')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The stages of a line, each with its entries and buttons to add, change and remove them. */
export function StageEditor({
  line,
  stages,
  onChange,
  errors,
}: {
  line: ProductionLine;
  stages: StagesBody;
  onChange: (stages: StagesBody) => void;
  /** Server errors per stage (`stages.harvest...`). */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const [editing, setEditing] = useState<{ stage: WholeChainStage; index: number | null } | null>(null);
  const views = useMemo(
    () =>
      STAGES_OF_LINE[line].map((stage) => ({
        stage,
        name: WHOLE_CHAIN_STAGE_NAMES[stage][language],
        entries: stages[stage] ?? [],
      })),
    [line, stages, language],
  );
  const save = (stage: WholeChainStage, index: number | null, entry: StageEntryBody) => {
    const list = [...(stages[stage] ?? [])];
    if (index === null) list.push(entry);
    else list[index] = entry;
    list.sort((a, b) => a.date.localeCompare(b.date));
    onChange({ ...stages, [stage]: list });
  };
  const remove = (stage: WholeChainStage, index: number) =>
    onChange({ ...stages, [stage]: (stages[stage] ?? []).filter((_, position) => position !== index) });

  return (
    <Stack gap="md">
      {views.map((view) => (
        <Card key={view.stage} withBorder radius="md" padding="md" data-testid={`stage-${view.stage}`}>
          <Group justify="space-between" mb="sm">
            <Group gap="xs">
              <Title order={4} size="h6">
                {view.name}
              </Title>
              <Badge size="sm" variant="light" color={view.entries.length ? 'teal' : 'gray'}>
                {t('chain.entries', { count: view.entries.length })}
              </Badge>
            </Group>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<PlusIcon size={14} />}
              onClick={() => setEditing({ stage: view.stage, index: null })}
            >
              {t('chain.addEntry')}
            </Button>
          </Group>
          {errors[view.stage] ? (
            <Text size="sm" c="red" mb="xs">
              {errors[view.stage]}
            </Text>
          ) : null}
          {view.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('chain.noEntries')}
            </Text>
          ) : (
            <Stack gap="sm">
              {view.entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id
                <Card key={index} withBorder radius="sm" padding="sm" bg="gray.0">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <EntryBody entry={{ ...entry, description: entry.description ?? null }} />
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setEditing({ stage: view.stage, index })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove(view.stage, index)}
                      >
                        {t('remove')}
                      </Button>
                    </Group>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Card>
      ))}
      <EntryDialog
        key={editing ? `${editing.stage}-${editing.index ?? 'new'}` : 'closed'}
        opened={editing !== null}
        entry={editing && editing.index !== null ? (stages[editing.stage]?.[editing.index] ?? null) : null}
        onClose={() => setEditing(null)}
        onSave={(entry) => {
          if (editing) save(editing.stage, editing.index, entry);
        }}
      />
    </Stack>
  );
}
