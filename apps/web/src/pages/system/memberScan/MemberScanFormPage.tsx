import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZMemberScanSettingBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { FormPage, FormSection, useApiMutation, useZodForm } from '../../../kit';
import { type MemberScanSetting, SYS_KEYS } from '../api';
import { DateTimeField, isoToPicker, pickerToIso } from '../components/DateTimeField';
import { blankToNull, numberOrUndefined } from '../components/formValues';

const LIST_PATH = '/SysMemberScan';

interface MemberScanFormValues extends Record<string, unknown> {
  name: string;
  memberRegistration: boolean;
  requirePhone: boolean;
  registerRewardPoints: number | string;
  scanRewardPoints: number | string;
  dailyRewardLimit: number | string;
  startTime: string | null;
  endTime: string | null;
  enabled: boolean;
  remark: string;
}

const EMPTY: MemberScanFormValues = {
  name: '',
  memberRegistration: true,
  requirePhone: true,
  registerRewardPoints: 0,
  scanRewardPoints: 0,
  dailyRewardLimit: 0,
  startTime: null,
  endTime: null,
  enabled: true,
  remark: '',
};

const toInput = (values: MemberScanFormValues) => ({
  ...values,
  registerRewardPoints: numberOrUndefined(values.registerRewardPoints),
  scanRewardPoints: numberOrUndefined(values.scanRewardPoints),
  dailyRewardLimit: numberOrUndefined(values.dailyRewardLimit),
  startTime: pickerToIso(values.startTime),
  endTime: pickerToIso(values.endTime),
  remark: blankToNull(values.remark),
});

const valuesOf = (setting: MemberScanSetting): MemberScanFormValues => ({
  name: setting.name,
  memberRegistration: setting.memberRegistration,
  requirePhone: setting.requirePhone,
  registerRewardPoints: setting.registerRewardPoints,
  scanRewardPoints: setting.scanRewardPoints,
  dailyRewardLimit: setting.dailyRewardLimit,
  startTime: isoToPicker(setting.startTime),
  endTime: isoToPicker(setting.endTime),
  enabled: setting.enabled,
  remark: setting.remark ?? '',
});

/** /SysAddMemberScan and /SysEditMemberScan?id=: one set of member and scan-reward rules. */
function MemberScanFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? (params.get('id') ?? '') : null;
  const record = useQuery({
    queryKey: [...SYS_KEYS.memberScan, id],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.system.memberScanSettings.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
  const form = useZodForm(ZMemberScanSettingBody, EMPTY, { toInput });
  const { initialize } = form;
  useEffect(() => {
    if (record.data) initialize(valuesOf(record.data));
  }, [record.data, initialize]);

  const save = useApiMutation<MemberScanSetting, ReturnType<typeof toInput>>({
    call: (body) =>
      id
        ? callRouteEnvelope(ROUTES.system.memberScanSettings.update, { params: { id }, body })
        : callRouteEnvelope(ROUTES.system.memberScanSettings.create, { body }),
    form,
    invalidate: [SYS_KEYS.memberScan],
    onSuccess: () => navigate(LIST_PATH),
  });

  const points = (
    field: 'registerRewardPoints' | 'scanRewardPoints' | 'dailyRewardLimit',
    label: string,
    hint: string,
  ) => (
    <NumberInput
      label={label}
      description={hint}
      min={0}
      max={1_000_000}
      allowDecimal={false}
      thousandSeparator=","
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormPage
      title={mode === 'edit' ? t('memberScan.editTitle') : t('memberScan.addTitle')}
      back={LIST_PATH}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={mode === 'edit' && record.isPending}
      loadError={mode === 'edit' ? (id ? record.error : new Error(t('common.missingId'))) : undefined}
      onRetry={() => void record.refetch()}
    >
      <FormSection title={t('memberScan.generalSection')}>
        <TextInput label={t('memberScan.name')} required maxLength={50} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch
            label={t('memberScan.memberRegistration')}
            description={t('memberScan.memberRegistrationHint')}
            {...form.getInputProps('memberRegistration', { type: 'checkbox' })}
          />
          <Switch
            label={t('memberScan.requirePhone')}
            description={t('memberScan.requirePhoneHint')}
            {...form.getInputProps('requirePhone', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('memberScan.rewardSection')} description={t('memberScan.rewardHint')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {points('registerRewardPoints', t('memberScan.registerReward'), t('memberScan.registerRewardHint'))}
          {points('scanRewardPoints', t('memberScan.scanReward'), t('memberScan.scanRewardHint'))}
          {points('dailyRewardLimit', t('memberScan.dailyLimit'), t('memberScan.dailyLimitHint'))}
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('memberScan.periodSection')} description={t('memberScan.periodHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField
            label={t('memberScan.startTime')}
            placeholder={t('memberScan.noLimit')}
            {...form.getInputProps('startTime')}
          />
          <DateTimeField
            label={t('memberScan.endTime')}
            placeholder={t('memberScan.noLimit')}
            {...form.getInputProps('endTime')}
          />
        </SimpleGrid>
        <Switch
          label={t('common.enabled')}
          description={t('memberScan.enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Textarea
          label={t('remark')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={200}
          {...form.getInputProps('remark')}
        />
      </FormSection>
    </FormPage>
  );
}

export function AddMemberScanPage() {
  return <MemberScanFormPage mode="add" />;
}

export function EditMemberScanPage() {
  return <MemberScanFormPage mode="edit" />;
}
