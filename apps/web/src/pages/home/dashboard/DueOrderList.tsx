import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { DueOrder } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../kit/format';
import { useFormatCount } from '../../../kit/useFormatCount';
import { useCanOpen } from '../../../routing/useCanOpen';

const ORDERS_PAGE = '/applyLabel';

/** The label orders due first: number, company, labels and due date, overdue ones marked. */
export function DueOrderList({ orders, title }: { orders: DueOrder[]; title: string }) {
  const { t } = useTranslation();
  const format = useFormatCount();
  const canOpen = useCanOpen();
  return (
    <div>
      <Text size="sm" fw={600} mb={6}>
        {title}
      </Text>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.dashboard.noOrdersDue')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="dashboard-due-orders">
          {orders.map((order) => (
            // In a narrow column the badge goes under the number rather than over it.
            <Group key={order.id} justify="space-between" gap="xs" style={{ rowGap: 2 }}>
              <div style={{ flex: '1 1 140px', minWidth: 0 }}>
                {canOpen(ORDERS_PAGE) ? (
                  <Anchor component={Link} to={ORDERS_PAGE} size="sm" fw={600} display="block" truncate>
                    {order.orderNo}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600} truncate>
                    {order.orderNo}
                  </Text>
                )}
                <Text size="xs" c="dimmed" truncate>
                  {order.corpName} ·{' '}
                  {t('home.dashboard.labelCount', { count: order.count, formatted: format(order.count) })}
                </Text>
              </div>
              <Badge variant="light" color={order.overdue ? 'red' : 'blue'} style={{ flexShrink: 0 }}>
                {order.overdue
                  ? t('home.dashboard.overdueSince', { date: formatDate(order.dueDate) })
                  : t('home.dashboard.dueOn', { date: formatDate(order.dueDate) })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
