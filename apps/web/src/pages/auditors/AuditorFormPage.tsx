import {
  MultiSelect,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_LANGUAGES, type AuditorBody, type RouteBody, ZAuditorBody } from '@trace/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import { FormPage, FormSection, statusOptions, useApiMutation, useIdParam, useZodForm } from '../../kit';
import { CERT_BODY_KEYS, useCategoryOptions, useSchemeOptions } from '../certBodies/api';
import { DateField } from '../companies/components/DateField';
import { AUDITOR_KEYS, type Auditor, useAuditor } from './api';
import { AUDITOR_STATUS } from './statuses';

type AccountMode = 'none' | 'link' | 'create';
type Values = {
  name: string;
  email: string;
  phone: string;
  schemes: string[];
  categoryIds: string[];
  languages: string[];
  qualificationExpiry: string | null;
  status: string;
  remark: string;
  accountMode: AccountMode;
  userId: string | null;
  account: string;
  userName: string;
  accountPhone: string;
  accountEmail: string;
  password: string;
};
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  schemes: [],
  categoryIds: [],
  languages: [],
  qualificationExpiry: null,
  status: 'active',
  remark: '',
  accountMode: 'none',
  userId: null,
  account: '',
  userName: '',
  accountPhone: '',
  accountEmail: '',
  password: '',
};

const blank = (v: string) => v.trim() || null;
const toBody = (v: Values) => ({
  name: v.name,
  email: blank(v.email),
  phone: blank(v.phone),
  schemes: v.schemes,
  categoryIds: v.categoryIds,
  languages: v.languages,
  qualificationExpiry: v.qualificationExpiry ?? '',
  status: v.status,
  remark: blank(v.remark),
  userId: v.accountMode === 'link' ? v.userId : null,
  account:
    v.accountMode === 'create'
      ? {
          account: v.account,
          userName: v.userName,
          phone: blank(v.accountPhone),
          email: blank(v.accountEmail),
          password: v.password,
        }
      : null,
});
const FIELD_OF: Record<string, string> = {
  'account.account': 'account',
  'account.userName': 'userName',
  'account.phone': 'accountPhone',
  'account.email': 'accountEmail',
  'account.password': 'password',
};
const fieldOf = (path: string) => FIELD_OF[path] ?? path;

const valuesOf = (a: Auditor): Values => ({
  ...EMPTY,
  name: a.name,
  email: a.email ?? '',
  phone: a.phone ?? '',
  schemes: a.schemes,
  categoryIds: a.categoryIds,
  languages: a.languages,
  qualificationExpiry: a.qualificationExpiry,
  status: a.status,
  remark: a.remark ?? '',
  accountMode: a.userId ? 'link' : 'none',
  userId: a.userId,
});

/** /addAuditor and /editAuditor?id=: an auditor of the body's register, with an optional account. */
export default function AuditorFormPage() {
  const { t } = useTranslation('auditors');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useIdParam();
  const auditor = useAuditor(id);
  const body = useQuery(routeQuery(ROUTES.certBodies.mine, undefined, { key: CERT_BODY_KEYS.mine }));
  const accounts = useQuery(routeQuery(ROUTES.auditors.accounts, undefined, { key: AUDITOR_KEYS.accounts }));
  const allSchemes = useSchemeOptions();
  const allCategories = useCategoryOptions();
  const accredited = body.data;
  const schemes = allSchemes.filter((s) => !accredited || accredited.schemes.includes(s.value));
  const categories = allCategories.filter(
    (c) => !accredited || accredited.categoryIds.length === 0 || accredited.categoryIds.includes(c.value),
  );
  const form = useZodForm(ZAuditorBody, EMPTY, { toInput: toBody, fieldOf });
  const { initialize } = form;
  const data = auditor.data;
  useEffect(() => {
    if (data) initialize(valuesOf(data));
  }, [data, initialize]);
  // The entry's own account stays choosable when editing.
  const accountOptions = [
    ...(data?.userId && data.account ? [{ value: data.userId, label: data.account }] : []),
    ...(accounts.data ?? []),
  ];
  const save = useApiMutation<Auditor, RouteBody<typeof ROUTES.auditors.create>>({
    call: (input) =>
      id
        ? callRouteEnvelope(ROUTES.auditors.update, { params: { id }, body: input })
        : callRouteEnvelope(ROUTES.auditors.create, { body: input }),
    form,
    invalidate: [AUDITOR_KEYS.all],
    onSuccess: (saved) => navigate(`/auditorDetails?id=${saved.id}`),
  });
  const input = (path: keyof Values) => form.getInputProps(path);
  return (
    <FormPage
      title={id ? t('editTitle') : t('add')}
      subtitle={data?.name}
      back={id ? `/auditorDetails?id=${id}` : '/auditorList'}
      onSubmit={form.submit((values) => save.mutateAsync(values as AuditorBody))}
      submitting={save.isPending}
      formErrors={form.formErrors}
      loading={Boolean(id) && auditor.isPending}
      loadError={auditor.error}
      onRetry={() => void auditor.refetch()}
    >
      <FormSection title={t('section.person')}>
        <TextInput label={t('name')} required maxLength={50} {...input('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('email')} maxLength={254} {...input('email')} />
          <TextInput label={t('phone')} maxLength={20} {...input('phone')} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('section.competence')} description={t('section.competenceHint')}>
        <MultiSelect label={t('schemes')} required data={schemes} {...input('schemes')} />
        <MultiSelect label={t('categories')} searchable data={categories} {...input('categoryIds')} />
        <MultiSelect
          label={t('languages')}
          searchable
          data={AUDIT_LANGUAGES.map((l) => ({ value: l, label: t(`languageNames.${l}`) }))}
          {...input('languages')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label={t('qualification.expiry')} required {...input('qualificationExpiry')} />
          <Select
            label={t('status')}
            allowDeselect={false}
            data={statusOptions(AUDITOR_STATUS, language)}
            {...input('status')}
          />
        </SimpleGrid>
        <Textarea label={t('remark')} autosize minRows={2} maxLength={500} {...input('remark')} />
      </FormSection>
      <FormSection title={t('section.account')} description={t('section.accountHint')}>
        <SegmentedControl
          data={[
            { value: 'none', label: t('accountMode.none') },
            { value: 'link', label: t('accountMode.link') },
            { value: 'create', label: t('accountMode.create') },
          ]}
          {...input('accountMode')}
        />
        {form.values.accountMode === 'link' ? (
          <Select
            label={t('account.choose')}
            required
            data={accountOptions}
            nothingFoundMessage={t('account.noneFree')}
            comboboxProps={{ withinPortal: true }}
            {...input('userId')}
          />
        ) : null}
        {form.values.accountMode === 'create' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('account.account')} required maxLength={32} {...input('account')} />
            <TextInput label={t('account.userName')} required maxLength={50} {...input('userName')} />
            <TextInput label={t('account.phone')} maxLength={11} {...input('accountPhone')} />
            <TextInput label={t('account.email')} maxLength={254} {...input('accountEmail')} />
            <PasswordInput
              label={t('account.password')}
              description={t('account.passwordRule')}
              required
              {...input('password')}
            />
          </SimpleGrid>
        ) : null}
      </FormSection>
    </FormPage>
  );
}
