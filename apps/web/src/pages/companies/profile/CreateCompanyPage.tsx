import { Card, EmptyState, Stack } from '@mantine/core';
import { COMPANY_USER_TYPES, type CompanyBody, ZCompanyBody } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, FormPage, PageHeader, useApiMutation, useZodForm } from '../../../kit';
import { ACCOUNT_KEY, COMPANY_KEYS, type Company, type CompanyKind, useMyCompany } from '../api';
import { CompanyFormFields } from './CompanyFormFields';
import { emptyCompanyForm, toCompanyBody } from './companyForm';

const OVERVIEW = '/setCompanyInformation';

function CreateCompanyForm({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const form = useZodForm(ZCompanyBody, emptyCompanyForm(kind), { toInput: toCompanyBody });
  const create = useApiMutation<Company, CompanyBody>({
    call: (body) => callRouteEnvelope(ROUTES.companies.create, { body }),
    form,
    invalidate: [COMPANY_KEYS.all, ACCOUNT_KEY],
    successMessage: t('form.created'),
    onSuccess: () => navigate(OVERVIEW),
  });
  return (
    <FormPage
      title={t('form.createTitle')}
      subtitle={t('form.createSubtitle')}
      back={OVERVIEW}
      onSubmit={form.submit((body) => create.mutateAsync(body))}
      submitting={create.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      maxWidth={1000}
    >
      <CompanyFormFields form={form} />
    </FormPage>
  );
}

/** /createCompanyInformation: a company account registers its company, which then waits for review. */
export default function CreateCompanyPage() {
  const { t } = useTranslation('companies');
  const user = useCurrentUserQuery();
  const mine = useMyCompany();
  if (mine.data) return <Navigate to={OVERVIEW} replace />;
  const userType = user.data?.userType;
  const kind = (COMPANY_USER_TYPES as readonly string[]).includes(userType ?? '')
    ? (userType as CompanyKind)
    : undefined;
  if (user.data && !kind) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('form.createTitle')} back={OVERVIEW} />
        <Card withBorder radius="md" padding="xl">
          <EmptyState icon={<AlertCircleIcon size={26} />} title={t('mine.notCompanyAccount')} />
        </Card>
      </Stack>
    );
  }
  return kind && mine.data === null ? (
    <CreateCompanyForm kind={kind} />
  ) : (
    <FormPage
      title={t('form.createTitle')}
      back={OVERVIEW}
      onSubmit={(event) => event.preventDefault()}
      loading={!user.isError && !mine.isError}
      loadError={user.error ?? mine.error}
      onRetry={() => {
        void user.refetch();
        void mine.refetch();
      }}
    >
      {null}
    </FormPage>
  );
}
