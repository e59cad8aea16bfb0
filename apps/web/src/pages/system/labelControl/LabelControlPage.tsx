import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouteBody, ZLabelControlBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import {
  AlertCircleIcon,
  formatDateTime,
  PageHeader,
  useApiMutation,
  useCan,
  useZodForm,
} from '../../../kit';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type LabelControl, SYS_KEYS } from '../api';
import { EditIcon } from '../components/icons';
import { LimitFields, limitInput, limitValues } from './LimitFields';

const MANAGE = 'system.labelControl.manage';

export function useLabelControl(enabled = true) {
  return useQuery({
    queryKey: SYS_KEYS.labelControl,
    queryFn: ({ signal }) => callRoute(ROUTES.system.labelControl, undefined, { signal }),
    enabled,
  });
}

/** /labelControl: the platform-wide label limits, changed in place. */
export default function LabelControlPage() {
  const { t } = useTranslation('system');
  const can = useCan();
  const control = useLabelControl();
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg" maw={1080}>
      <PageHeader
        title={t('labelControl.title')}
        subtitle={t('labelControl.subtitle')}
        actions={
          can(MANAGE) && control.data && !editing ? (
            <Button leftSection={<EditIcon size={16} />} onClick={() => setEditing(true)}>
              {t('labelControl.edit')}
            </Button>
          ) : null
        }
      />
      {control.error ? (
        <LoadFailed error={control.error} onRetry={() => void control.refetch()} />
      ) : !control.data ? (
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={110} radius="md" />
            ))}
          </SimpleGrid>
        </Card>
      ) : editing ? (
        <LimitsForm control={control.data} onDone={() => setEditing(false)} />
      ) : (
        <LimitsView control={control.data} />
      )}
    </Stack>
  );
}

function LimitTile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: number;
  hint: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.3} mt={4}>
        {value.toLocaleString('en')}
      </Text>
      <Text size="xs" c="dimmed" mt={6}>
        {hint}
      </Text>
    </Paper>
  );
}

function LimitsView({ control }: { control: LabelControl }) {
  const { t } = useTranslation('system');
  return (
    <Card withBorder radius="md" padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <LimitTile
          label={t('labelControl.maxPerApplication')}
          value={control.maxPerApplication}
          hint={t('labelControl.maxPerApplicationHint')}
          testId="limit-max-per-application"
        />
        <LimitTile
          label={t('labelControl.maxPerRun')}
          value={control.maxPerRun}
          hint={t('labelControl.maxPerRunHint', { max: '150,000' })}
          testId="limit-max-per-run"
        />
        <LimitTile
          label={t('labelControl.maxUsagePerBatch')}
          value={control.maxUsagePerBatch}
          hint={t('labelControl.maxUsagePerBatchHint')}
          testId="limit-max-usage-per-batch"
        />
      </SimpleGrid>
      <Group justify="space-between" mt="lg" gap="md" align="flex-start">
        <div>
          <Text size="xs" c="dimmed" fw={500}>
            {t('remark')}
          </Text>
          <Text size="sm" c={control.remark ? undefined : 'dimmed'}>
            {control.remark ?? '—'}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {t('labelControl.updated', { time: formatDateTime(control.updateTime) })}
        </Text>
      </Group>
      <Group gap="xs" mt="lg" c="dimmed" wrap="nowrap" align="flex-start">
        <AlertCircleIcon size={16} />
        <Text size="xs" c="dimmed">
          {t('labelControl.companyOverride')}
        </Text>
      </Group>
    </Card>
  );
}

function LimitsForm({ control, onDone }: { control: LabelControl; onDone: () => void }) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const form = useZodForm(ZLabelControlBody, limitValues(control), { toInput: limitInput });
  const save = useApiMutation<LabelControl, RouteBody<typeof ROUTES.system.updateLabelControl>>({
    call: (body) => callRouteEnvelope(ROUTES.system.updateLabelControl, { body }),
    form,
    onSuccess: (updated) => {
      queryClient.setQueryData(SYS_KEYS.labelControl, updated);
      onDone();
    },
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      noValidate
    >
      <Stack gap="md">
        <LimitFields inputProps={(field) => form.getInputProps(field)} />
        {form.formErrors.length > 0 ? (
          <Text size="sm" c="red" role="alert">
            {form.formErrors.join(' ')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
