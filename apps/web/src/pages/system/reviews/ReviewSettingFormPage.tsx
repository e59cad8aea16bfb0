import { Select, Switch, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  REVIEW_RESOURCE_TYPES,
  type ReviewResourceType,
  type RouteBody,
  ZReviewSettingBody,
} from '@trace/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callRoute, callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { useLanguage } from '../../../i18n';
import { FormPage, FormSection, localized, useApiMutation, useZodForm } from '../../../kit';
import { type ReviewSetting, SYS_KEYS, useRoles } from '../api';
import { blankToNull } from '../components/formValues';

const LIST_PATH = '/SysAudit';

interface ReviewFormValues extends Record<string, unknown> {
  resourceType: ReviewResourceType | null;
  reviewerRoleId: string | null;
  enabled: boolean;
  remark: string;
}

const EMPTY: ReviewFormValues = { resourceType: null, reviewerRoleId: null, enabled: true, remark: '' };
const toInput = (values: ReviewFormValues) => ({ ...values, remark: blankToNull(values.remark) });

/** /SysAddAudit and /SysEditAudit?id=: one kind of submission and the role that reviews it. */
function ReviewSettingFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = mode === 'edit' ? (params.get('id') ?? '') : null;
  const roles = useRoles();
  // Every kind already has at most one setting: those taken are offered only to their own setting.
  const existing = useQuery({
    queryKey: [...SYS_KEYS.reviewSettings, 'all'],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.system.reviewSettings.list, { query: { page: 1, pageSize: 100 } }, { signal }),
    select: (page) => page.list,
  });
  const record = useQuery({
    queryKey: [...SYS_KEYS.reviewSettings, id],
    queryFn: ({ signal }) =>
      callRoute(ROUTES.system.reviewSettings.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
  const setting = record.data;

  const form = useZodForm(ZReviewSettingBody, EMPTY, { toInput });
  const { initialize } = form;
  useEffect(() => {
    if (setting) {
      initialize({
        resourceType: setting.resourceType,
        reviewerRoleId: setting.reviewerRoleId,
        enabled: setting.enabled,
        remark: setting.remark ?? '',
      });
    }
  }, [setting, initialize]);

  const save = useApiMutation<ReviewSetting, RouteBody<typeof ROUTES.system.reviewSettings.create>>({
    call: (body) =>
      id
        ? callRouteEnvelope(ROUTES.system.reviewSettings.update, { params: { id }, body })
        : callRouteEnvelope(ROUTES.system.reviewSettings.create, { body }),
    form,
    invalidate: [SYS_KEYS.reviewSettings],
    onSuccess: () => navigate(LIST_PATH),
  });

  const taken = useMemo(
    () => new Set((existing.data ?? []).filter((row) => row.id !== id).map((row) => row.resourceType)),
    [existing.data, id],
  );
  const typeOptions = REVIEW_RESOURCE_TYPES.map((type) => ({
    value: type,
    label: taken.has(type)
      ? `${t(`reviews.resourceTypes.${type}`)} · ${t('reviews.configured')}`
      : t(`reviews.resourceTypes.${type}`),
    disabled: taken.has(type),
  }));
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.enabled || role.id === form.values.reviewerRoleId)
    .map((role) => ({ value: role.id, label: localized(role.name, language) }));

  return (
    <FormPage
      title={mode === 'edit' ? t('reviews.editTitle') : t('reviews.addTitle')}
      back={LIST_PATH}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={mode === 'edit' && record.isPending}
      loadError={mode === 'edit' ? (id ? record.error : new Error(t('common.missingId'))) : undefined}
      onRetry={() => void record.refetch()}
      maxWidth={720}
    >
      <FormSection title={t('reviews.section')} description={t('reviews.sectionHint')}>
        <Select
          label={t('reviews.resourceType')}
          placeholder={t('reviews.resourceTypePlaceholder')}
          required
          data={typeOptions}
          searchable
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('resourceType')}
        />
        <Select
          label={t('reviews.reviewerRole')}
          placeholder={roles.isPending ? t('loading') : t('reviews.reviewerRolePlaceholder')}
          description={t('reviews.reviewerRoleHint')}
          required
          data={roleOptions}
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('reviewerRoleId')}
        />
        <Switch
          label={t('common.enabled')}
          description={t('reviews.enabledHint')}
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

export function AddReviewSettingPage() {
  return <ReviewSettingFormPage mode="add" />;
}

export function EditReviewSettingPage() {
  return <ReviewSettingFormPage mode="edit" />;
}
