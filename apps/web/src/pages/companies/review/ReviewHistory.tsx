import { Group, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import type { ReviewAction, ReviewDecision } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import {
  CheckIcon,
  CloseIcon,
  type DetailItem,
  type DetailSection,
  formatDateTime,
  SendIcon,
  StatusBadge,
} from '../../../kit';
import { DECISION_STATUS } from './reviewStatus';

const ACTION_COLOR: Record<ReviewAction, string> = {
  approve: 'teal',
  reject: 'red',
  resubmit: 'blue',
  modify: 'indigo',
};

function DecisionBullet({ action }: { action: ReviewAction }) {
  const icon =
    action === 'approve' ? (
      <CheckIcon size={13} />
    ) : action === 'reject' ? (
      <CloseIcon size={13} />
    ) : (
      <SendIcon size={12} />
    );
  return (
    <ThemeIcon color={ACTION_COLOR[action]} radius="xl" size={22}>
      {icon}
    </ThemeIcon>
  );
}

/** Every submission and decision of a reviewed item, newest first: who, when, to which state, and why. */
export function ReviewHistory({ history }: { history: readonly ReviewDecision[] }) {
  const { t } = useTranslation('companies');
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reviewing.noHistory')}
      </Text>
    );
  }
  const newestFirst = [...history].reverse();
  return (
    <Timeline active={newestFirst.length - 1} bulletSize={22} lineWidth={2} data-testid="review-history">
      {newestFirst.map((decision) => (
        <Timeline.Item
          key={decision.id}
          color={ACTION_COLOR[decision.action]}
          bullet={<DecisionBullet action={decision.action} />}
          title={
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t(`reviewing.actions.${decision.action}`)}
              </Text>
              <StatusBadge
                map={DECISION_STATUS}
                value={decision.toStatus as keyof typeof DECISION_STATUS}
                size="sm"
              />
            </Group>
          }
        >
          <Stack gap={4} mt={2}>
            <Text size="xs" c="dimmed">
              {decision.actorName ?? t('system')} · {formatDateTime(decision.createTime)}
            </Text>
            {decision.remark ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {decision.remark}
              </Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The review section of a detail page: the state, the last decision's reason and the history. */
export function useReviewSection() {
  const { t } = useTranslation('companies');
  return (
    review: { lastRemark: string | null; history: readonly ReviewDecision[] },
    /** The state (a badge) and anything else to show before the last remark. */
    items: readonly DetailItem[],
  ): DetailSection => ({
    title: t('reviewing.title'),
    items: [...items, { label: t('reviewing.lastRemark'), value: review.lastRemark }],
    content: (
      <Stack gap="sm" mt="lg">
        <Text size="xs" c="dimmed" fw={500}>
          {t('reviewing.history')}
        </Text>
        <ReviewHistory history={review.history} />
      </Stack>
    ),
  });
}
