import { Paper, Stepper, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, FileIcon, formatDate, formatDateTime } from '../../../kit';
import type { LabelOrder } from '../api';
import { historyText } from '../format';
import { MILESTONES, milestonesReached, orderStage } from '../rules';
import { ClockIcon, ReceiptIcon, ShieldCheckIcon, TagIcon, TruckIcon } from './labelIcons';

const MILESTONE_ICON = {
  applied: FileIcon,
  approved: ShieldCheckIcon,
  paid: ReceiptIcon,
  generated: TagIcon,
  delivered: TruckIcon,
} as const;

/** The five milestones of an order (applied, approved, paid, generated, delivered) as a strip. */
export function OrderMilestones({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const { reached, failed } = milestonesReached(order);
  return (
    <Stepper
      active={reached}
      size="sm"
      iconSize={34}
      allowNextStepsSelect={false}
      data-testid="order-milestones"
    >
      {MILESTONES.map((milestone) => {
        const Icon = MILESTONE_ICON[milestone];
        const isFailed = failed === milestone;
        return (
          <Stepper.Step
            key={milestone}
            label={t(`detail.milestones.${milestone}`)}
            icon={isFailed ? <CloseIcon size={16} /> : <Icon size={16} />}
            completedIcon={<CheckIcon size={16} />}
            color={isFailed ? 'red' : undefined}
            data-failed={isFailed || undefined}
            allowStepSelect={false}
          />
        );
      })}
    </Stepper>
  );
}

const TONE: Record<string, string> = { reject: 'red', rejectPayment: 'red', setDelivery: 'green' };

/** What happened to an order, who did it and why, ending with what it waits for now. */
export function OrderTimeline({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const stage = orderStage(order);
  // A finished order waits for nothing: no line says so.
  const waiting = stage === 'done' ? '' : t(`detail.next.${stage}`);
  return (
    <Timeline
      active={order.history.length}
      bulletSize={26}
      lineWidth={2}
      color="teal"
      data-testid="order-timeline"
    >
      <Timeline.Item title={t('detail.created')} bullet={<ReceiptIcon size={14} />}>
        <Text size="xs" c="dimmed" mt={2}>
          {formatDateTime(order.createTime)} · {order.corpName}
        </Text>
      </Timeline.Item>
      {order.history.map((entry) => (
        <Timeline.Item
          key={`${entry.createTime}-${entry.action}`}
          title={historyText(t, entry.action)}
          color={TONE[entry.action]}
          bullet={
            entry.action in TONE && TONE[entry.action] === 'red' ? (
              <CloseIcon size={14} />
            ) : (
              <CheckIcon size={14} />
            )
          }
        >
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTime(entry.createTime)}
            {entry.actorName ? ` · ${t('detail.by', { name: entry.actorName })}` : ''}
          </Text>
          {entry.remark ? (
            <Paper mt={6} px="sm" py={6} radius="sm" bg={TONE[entry.action] === 'red' ? 'red.0' : 'gray.0'}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.remark}
              </Text>
            </Paper>
          ) : null}
        </Timeline.Item>
      ))}
      {waiting ? (
        <Timeline.Item
          title={waiting}
          lineVariant="dashed"
          bullet={<ClockIcon size={14} />}
          color={stage === 'generationError' ? 'red' : undefined}
        >
          {order.dueDate && stage !== 'uploadApplication' && stage !== 'review' ? (
            <Text size="xs" c={order.overdue ? 'red' : 'dimmed'} mt={2}>
              {t('detail.dueOn', { date: formatDate(order.dueDate) })}
            </Text>
          ) : null}
        </Timeline.Item>
      ) : null}
    </Timeline>
  );
}
