import { Badge, Group, Text } from '@mantine/core';
import type { COMPANY_STATUSES } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import type { CurrentCorp } from '../api/types';

type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** One colour per review status of the contracts; a status added there must be given one here. */
const STATUS_COLOR: Record<CompanyStatus, string> = {
  not_applied: 'gray',
  to_be_reviewed: 'blue',
  passed: 'teal',
  failed: 'red',
  paused: 'orange',
  altered_to_audit: 'blue',
  revision_rejected: 'red',
};

const isKnown = (status: string): status is CompanyStatus => Object.hasOwn(STATUS_COLOR, status);

/** A company's review status; a status this client does not know yet is shown as the server sent it. */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Badge
      variant="light"
      color={isKnown(status) ? STATUS_COLOR[status] : 'gray'}
      data-testid="company-status"
    >
      {isKnown(status) ? t(`account.companyStatus.${status}`) : status}
    </Badge>
  );
}

const SY_STATUS_WORDS = new Set(['0', '1', '2', '3']);

/** Whether the company may trace (bind labels, ship), with its traceability state in words beside it. */
export function TraceabilityBadge({ corp }: { corp: Pick<CurrentCorp, 'tracePause' | 'syStatus'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="wrap">
      <Badge
        variant="light"
        color={corp.tracePause ? 'orange' : 'teal'}
        style={{ flexShrink: 0 }}
        data-testid="company-traceability"
      >
        {corp.tracePause ? t('account.tracePaused') : t('account.traceActive')}
      </Badge>
      {corp.syStatus !== null ? (
        <Text size="xs" c="dimmed" data-testid="company-sy-status">
          {SY_STATUS_WORDS.has(String(corp.syStatus))
            ? t(`account.syStatus.${String(corp.syStatus) as '0' | '1' | '2' | '3'}`)
            : t('account.syStatus.unknown')}
        </Text>
      ) : null}
    </Group>
  );
}
