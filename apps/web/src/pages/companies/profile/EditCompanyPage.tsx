import { Alert, Card, EmptyState, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { AlertCircleIcon, PageHeader } from '../../../kit';
import { type Company, useMyCompany } from '../api';
import { CompanyEditForm } from './CompanyEditForm';

const OVERVIEW = '/setCompanyInformation';

/** What saving does in each state: resubmit a registration, or send a change while the approved profile stays. */
function SaveNotice({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const refused = company.status === 'failed' || company.status === 'revision_rejected';
  const notice =
    company.status === 'failed'
      ? 'failed'
      : company.status === 'to_be_reviewed'
        ? 'toBeReviewed'
        : company.status === 'altered_to_audit'
          ? 'alteredToAudit'
          : 'approved';
  return (
    <Alert
      color={refused ? 'red' : 'blue'}
      variant="light"
      icon={<AlertCircleIcon size={18} />}
      title={t(`form.editNotice.${notice}.title`)}
      data-testid="edit-notice"
    >
      <Stack gap={6}>
        {refused && company.review.lastRemark ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('form.editNotice.reasonLabel')}
            </Text>
            {company.review.lastRemark}
          </Text>
        ) : null}
        <Text size="sm">{t(`form.editNotice.${notice}.text`)}</Text>
      </Stack>
    </Alert>
  );
}

/** /editCompanyInformation: the owner changes the company, which goes through review. */
export default function EditCompanyPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const mine = useMyCompany();
  const company = mine.data ?? undefined;

  if (mine.data === null || (company && !company.actions.includes('edit'))) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('form.editTitle')} back={OVERVIEW} />
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            icon={<AlertCircleIcon size={26} />}
            title={company ? t('form.cannotEdit') : t('mine.emptyTitle')}
            description={company?.status === 'paused' ? (company.pauseReason ?? undefined) : undefined}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <CompanyEditForm
      title={t('form.editTitle')}
      subtitle={company?.name}
      back={OVERVIEW}
      company={company}
      loading={mine.isPending}
      loadError={mine.error}
      onRetry={() => void mine.refetch()}
      send={(body) => callRouteEnvelope(ROUTES.companies.editMine, { body })}
      startFromPendingChange
      submitLabel={t('submitForReview')}
      successMessage={t('submittedForReview')}
      onSaved={() => navigate(OVERVIEW)}
      notice={company ? <SaveNotice company={company} /> : null}
    />
  );
}
