import type { Message, notificationRoutes, RouteData } from '@trace/contracts';
import { callRoute } from '../../api/call';
import { NOTIFICATIONS_KEY } from '../../api/notifications';
import { ROUTES } from '../../api/routes';
import type { FetchPage } from '../../kit';

export type SendAnswer = RouteData<typeof notificationRoutes.send>;

/** The message list; under the notifications key so reading anywhere refreshes it. */
export const MESSAGE_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

/** A page of the caller's messages with the unread count (the endpoint names its list `data`). */
export const fetchMessagePage: FetchPage<Message, { unRead: number }> = async (query, signal) => {
  const status = query.status === '1' ? 1 : query.status === '2' ? 2 : undefined;
  const answer = await callRoute(
    ROUTES.notifications.query,
    { body: { page: Number(query.page), pageSize: Number(query.pageSize), ...(status ? { status } : {}) } },
    { signal },
  );
  return {
    list: answer.data,
    total: answer.total,
    page: answer.page,
    pageSize: answer.pageSize,
    unRead: answer.unRead,
  };
};
