import type { Message, notificationRoutes, RouteData } from '@trace/contracts';
import { api } from '../../api/client';
import { NOTIFICATIONS_KEY } from '../../api/notifications';
import type { FetchPage } from '../../kit';

type QueryAnswer = RouteData<typeof notificationRoutes.query>;
export type SendAnswer = RouteData<typeof notificationRoutes.send>;

/** The message list; under the notifications key so reading anywhere refreshes it. */
export const MESSAGE_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

/** A page of the caller's messages with the unread count (the endpoint names its list `data`). */
export const fetchMessagePage: FetchPage<Message, { unRead: number }> = async (query, signal) => {
  const status = query.status === '1' || query.status === '2' ? Number(query.status) : undefined;
  const answer = await api.post<QueryAnswer>(
    '/sysMessageNotification/queryMessageNotification',
    { page: query.page, pageSize: query.pageSize, ...(status ? { status } : {}) },
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
