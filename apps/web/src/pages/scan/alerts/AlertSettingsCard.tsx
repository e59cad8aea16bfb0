import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type ScanAlertSettingsBody, ZScanAlertSettingsBody } from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { formatDateTime, useApiMutation, useZodForm } from '../../../kit';
import { SCAN_KEYS, type ScanAlertSettings, useAlertSettings } from '../api';

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation('scan');
  return (
    <Badge variant="light" color={on ? 'teal' : 'gray'} size="sm">
      {on ? t('settings.on') : t('settings.off')}
    </Badge>
  );
}

/** The rules as sentences, for everyone who reads the alerts. */
function RulesSummary({ settings }: { settings: ScanAlertSettings }) {
  const { t } = useTranslation('scan');
  const rule = (title: string, on: boolean, sentence: string) => (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <OnOff on={on} />
      </Group>
      <Text size="sm" c="dimmed">
        {sentence}
      </Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {rule(
        t('settings.verifyRule'),
        settings.verifyRuleEnabled,
        `${t('settings.verifyLimit')} ${settings.verifyLimit} ${t('settings.times')}`,
      )}
      {rule(
        t('settings.regionRule'),
        settings.regionRuleEnabled,
        `${t('settings.regionLimit')} ${settings.regionLimit} ${t('settings.regions')} (${t('settings.window')} ${settings.regionWindowHours} ${t('settings.hours')})`,
      )}
      {rule(t('settings.servedRule'), settings.servedRegionRuleEnabled, t('settings.servedHint'))}
    </SimpleGrid>
  );
}

function SettingsForm({ settings, onDone }: { settings: ScanAlertSettings; onDone: () => void }) {
  const { t } = useTranslation('scan');
  const { updateTime: _updated, actions: _actions, ...initial } = settings;
  const form = useZodForm(ZScanAlertSettingsBody, initial as ScanAlertSettingsBody);
  const save = useApiMutation<ScanAlertSettings, ScanAlertSettingsBody>({
    call: (body) => callRouteEnvelope(ROUTES.scan.updateAlertSettings, { body }),
    form,
    invalidate: [SCAN_KEYS.settings],
    successMessage: t('settings.saved'),
    onSuccess: onDone,
  });
  return (
    <form onSubmit={form.submit((body) => save.mutateAsync(body))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="xs">
            <Switch
              label={t('settings.verifyRule')}
              {...form.getInputProps('verifyRuleEnabled', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('settings.verifyLimit')}
              rightSection={
                <Text size="xs" c="dimmed" pr="xs">
                  {t('settings.times')}
                </Text>
              }
              rightSectionWidth={70}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('verifyLimit')}
            />
          </Stack>
          <Stack gap="xs">
            <Switch
              label={t('settings.regionRule')}
              {...form.getInputProps('regionRuleEnabled', { type: 'checkbox' })}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={`${t('settings.regionLimit')} (${t('settings.regions')})`}
                min={2}
                allowDecimal={false}
                {...form.getInputProps('regionLimit')}
              />
              <NumberInput
                label={`${t('settings.window')} (${t('settings.hours')})`}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('regionWindowHours')}
              />
            </Group>
          </Stack>
          <Stack gap="xs">
            <Switch
              label={t('settings.servedRule')}
              {...form.getInputProps('servedRegionRuleEnabled', { type: 'checkbox' })}
            />
            <Text size="sm" c="dimmed">
              {t('settings.servedHint')}
            </Text>
          </Stack>
        </SimpleGrid>
        {form.formErrors.length > 0 ? <Alert color="red">{form.formErrors.join(' ')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The alert rules in force; administrators change them here. */
export function AlertSettingsCard() {
  const { t } = useTranslation('scan');
  const settings = useAlertSettings();
  const [editing, setEditing] = useState(false);
  const data = settings.data;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="alert-settings">
      <Stack gap="md">
        <Group justify="space-between">
          <Stack gap={0}>
            <Title order={3} size="h5">
              {t('settings.title')}
            </Title>
            {data ? (
              <Text size="xs" c="dimmed">
                {data.updateTime
                  ? t('settings.updated', { when: formatDateTime(data.updateTime) })
                  : t('settings.defaults')}
              </Text>
            ) : null}
          </Stack>
          {data?.actions.includes('edit') && !editing ? (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {t('settings.edit')}
            </Button>
          ) : null}
        </Group>
        {settings.isPending ? (
          <Skeleton h={60} />
        ) : settings.isError ? (
          <Alert color="red">{settings.error.message}</Alert>
        ) : editing ? (
          <SettingsForm settings={settings.data} onDone={() => setEditing(false)} />
        ) : (
          <RulesSummary settings={settings.data} />
        )}
      </Stack>
    </Card>
  );
}
