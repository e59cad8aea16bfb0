import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { APPROVED_COMPANY_STATUSES, COMPANY_USER_TYPES } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../../api/account';
import {
  AlertCircleIcon,
  CheckIcon,
  DetailSections,
  EyeIcon,
  FileIcon,
  formatDate,
  formatDateTime,
  LinkIcon,
  PageHeader,
  PlusIcon,
  StatusBadge,
} from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { type Company, useMyCompany } from '../api';
import { PendingChange } from '../review/PendingChange';
import { COMPANY_STATUS, SY_STATUS, TRACE_STATUS } from '../statuses';
import { DaysLeft, useCompanyChangeFields } from './companyDetails';

type AlertedStatus = 'to_be_reviewed' | 'failed' | 'altered_to_audit' | 'revision_rejected' | 'paused';
const STATUS_ALERT_COLOR: Record<AlertedStatus, string> = {
  to_be_reviewed: 'blue',
  failed: 'red',
  altered_to_audit: 'indigo',
  revision_rejected: 'orange',
  paused: 'yellow',
};

/** What the company's review state means for it now, with the reviewer's or administrator's reason. */
function StatusAlert({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  if (!Object.hasOwn(STATUS_ALERT_COLOR, company.status)) return null;
  const status = company.status as AlertedStatus;
  const color = STATUS_ALERT_COLOR[status];
  const reason =
    company.status === 'paused'
      ? company.pauseReason
      : company.status === 'failed' || company.status === 'revision_rejected'
        ? company.review.lastRemark
        : null;
  return (
    <Alert
      color={color}
      variant="light"
      icon={<AlertCircleIcon size={18} />}
      title={t(`mine.statusAlert.${status}.title`)}
      data-testid="company-status-alert"
    >
      <Stack gap={6}>
        {reason ? (
          <Text size="sm" data-testid="company-decision-reason">
            <Text span fw={600}>
              {t('mine.statusAlert.reasonLabel')}
            </Text>
            {reason}
          </Text>
        ) : null}
        <Text size="sm">{t(`mine.statusAlert.${status}.text`)}</Text>
        {company.status === 'failed' && company.actions.includes('edit') ? (
          <Group>
            <Button size="xs" color="red" variant="light" onClick={() => navigate('/editCompanyInformation')}>
              {t('mine.statusAlert.fix')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

function SummaryCard({
  title,
  icon,
  color,
  children,
}: {
  title: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="md" size={34}>
          {icon}
        </ThemeIcon>
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      <Stack gap={8}>{children}</Stack>
    </Card>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Overview({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const changeFields = useCompanyChangeFields();
  const lastDecision = [...company.review.history]
    .reverse()
    .find((decision) => decision.action === 'approve' || decision.action === 'reject');

  return (
    <>
      <StatusAlert company={company} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <SummaryCard title={t('mine.reviewCard')} icon={<FileIcon size={18} />} color="blue">
          <Line label={t('status')}>
            <StatusBadge map={COMPANY_STATUS} value={company.status} />
          </Line>
          <Line label={t('mine.lastDecision')}>
            {lastDecision ? formatDateTime(lastDecision.createTime) : t('mine.none')}
          </Line>
          <Line label={t('mine.decidedBy')}>{lastDecision?.actorName ?? t('mine.none')}</Line>
        </SummaryCard>
        <SummaryCard title={t('mine.contractCard')} icon={<LinkIcon size={18} />} color="teal">
          <Line label={t('traceability')}>
            <StatusBadge map={TRACE_STATUS} value={company.traceStatus} />
          </Line>
          {company.syStatus !== null ? (
            <Line label={t('trace.syStatus')}>
              <StatusBadge
                map={SY_STATUS}
                value={company.syStatus as keyof typeof SY_STATUS}
                variant="outline"
              />
            </Line>
          ) : null}
          <Line label={t('mine.contractPeriod')}>
            {company.syStartTime || company.syEndTime
              ? `${formatDate(company.syStartTime) || '…'} – ${formatDate(company.syEndTime) || '…'}`
              : t('mine.none')}
          </Line>
          {company.syEndTime ? (
            <Line label={t('trace.remaining')}>
              <DaysLeft end={company.syEndTime} />
            </Line>
          ) : null}
        </SummaryCard>
        <SummaryCard
          title={t('mine.operabilityCard')}
          icon={company.operability.ok ? <CheckIcon size={18} /> : <AlertCircleIcon size={18} />}
          color={company.operability.ok ? 'teal' : 'orange'}
        >
          {company.operability.ok ? (
            <Text size="sm" c="teal" data-testid="company-operable">
              {t('mine.operable')}
            </Text>
          ) : (
            <>
              <Text size="sm" fw={600} c="orange">
                {t('mine.blocked')}
              </Text>
              <Text size="sm" data-testid="operability-reason">
                {company.operability.reason}
              </Text>
            </>
          )}
        </SummaryCard>
      </SimpleGrid>

      {company.review.pendingChange ? (
        <PendingChange approved={company} change={company.review.pendingChange} fields={changeFields} />
      ) : null}

      <DetailSections
        sections={[
          {
            title: company.review.pendingChange ? t('mine.approvedProfile') : t('mine.profile'),
            columns: 3,
            items: [
              { label: t('companyName'), value: company.name },
              { label: t('fields.kind'), value: t(`kinds.${company.kind}`) },
              { label: t('country'), value: company.countryName ?? company.countryId },
              { label: t('fields.registrationNo'), value: company.registrationNo },
              { label: t('fields.gln'), value: company.gln },
              { label: t('fields.legalRepresentative'), value: company.legalRepresentative },
              { label: t('fields.contactName'), value: company.contactName },
              { label: t('fields.contactPhone'), value: company.contactPhone },
              { label: t('fields.contactEmail'), value: company.contactEmail },
              { label: t('fields.address'), value: company.address },
            ],
          },
        ]}
      />
    </>
  );
}

/**
 * /setCompanyInformation: the caller's company at a glance — its review state and the reason of the
 * last decision, a change waiting beside the approved profile, the traceability contract, and why it
 * may not apply for labels, bind or ship.
 */
export default function MyCompanyPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const mine = useMyCompany();
  const user = useCurrentUserQuery();
  const company = mine.data;
  const companyAccount =
    user.data !== undefined && (COMPANY_USER_TYPES as readonly string[]).includes(user.data.userType);

  const mayApply =
    company &&
    APPROVED_COMPANY_STATUSES.includes(company.status) &&
    company.traceStatus !== 'traceability_pending';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('companyInformation')}
        badge={company ? <StatusBadge map={COMPANY_STATUS} value={company.status} size="lg" /> : undefined}
        subtitle={company ? `${company.name} · ${t(`kinds.${company.kind}`)}` : undefined}
        actions={
          company ? (
            <>
              <Button
                variant="default"
                leftSection={<EyeIcon size={16} />}
                onClick={() => navigate('/myCompanyInfo')}
              >
                {t('mine.viewAll')}
              </Button>
              {mayApply ? (
                <Button
                  variant="default"
                  leftSection={<LinkIcon size={16} />}
                  onClick={() => navigate('/ApplyTraceability')}
                >
                  {company.traceStatus === 'traceable' ? t('mine.renew') : t('applyForTraceability')}
                </Button>
              ) : null}
              {company.actions.includes('edit') ? (
                <Button onClick={() => navigate('/editCompanyInformation')}>
                  {company.status === 'failed' ? t('mine.statusAlert.fix') : t('mine.edit')}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {company ? (
        <Overview company={company} />
      ) : mine.isError ? (
        <LoadFailed error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <DetailSkeleton />
      ) : (
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            icon={<FileIcon size={26} />}
            title={companyAccount ? t('mine.emptyTitle') : t('mine.notCompanyAccount')}
            description={companyAccount ? t('mine.emptyText') : undefined}
          >
            {companyAccount ? (
              <EmptyState.Actions>
                <Button
                  leftSection={<PlusIcon size={16} />}
                  onClick={() => navigate('/createCompanyInformation')}
                >
                  {t('mine.create')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Card>
      )}
    </Stack>
  );
}
