import { useQuery } from '@tanstack/react-query';
import type { lookupRoutes, Message, notificationRoutes, RouteData } from '@trace/contracts';
import { api } from '../../api/client';
import { NOTIFICATIONS_KEY } from '../../api/notifications';
import type { FetchPage } from '../../kit';

type QueryAnswer = RouteData<typeof notificationRoutes.query>;
export type SendAnswer = RouteData<typeof notificationRoutes.send>;
export type CompanyOption = RouteData<typeof lookupRoutes.companies>[number];

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

/** Companies whose name contains the keyword (at most 50), for choosing recipients. */
export function useCompanyOptions(keyword: string) {
  return useQuery({
    queryKey: ['lookups', 'companies', keyword],
    queryFn: ({ signal }) =>
      api.get<CompanyOption[]>('/lookups/companies', { query: { keyword: keyword || undefined }, signal }),
    staleTime: 60_000,
  });
}
