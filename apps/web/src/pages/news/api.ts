import { useQuery } from '@tanstack/react-query';
import type { Envelope, NewsAction, NewsDetail } from '@trace/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callRouteEnvelope, routeQuery } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useActionDialog, useApiMutation } from '../../kit';

export { NEWS_PATHS } from './paths';

/** Query keys: every read of this group sits under `news`. */
export const NEWS_KEYS = {
  all: ['news'],
  list: ['news', 'list'],
  item: (id: string) => ['news', 'item', id],
  latest: ['news', 'latest'],
} as const;

export function useNewsItem(id: string | null) {
  return useQuery({
    ...routeQuery(ROUTES.news.get, { params: { id: id ?? '' } }, { key: NEWS_KEYS.item(id ?? '') }),
    enabled: Boolean(id),
  });
}

export type NewsChange = Exclude<NewsAction, 'edit' | 'schedule'>;

const CALLS: Record<NewsChange, (id: string) => Promise<Envelope<unknown>>> = {
  publish: (id) => callRouteEnvelope(ROUTES.news.publish, { params: { id } }),
  unschedule: (id) => callRouteEnvelope(ROUTES.news.unschedule, { params: { id } }),
  unpublish: (id) => callRouteEnvelope(ROUTES.news.unpublish, { params: { id } }),
  delete: (id) => callRouteEnvelope(ROUTES.news.remove, { params: { id } }),
};

/**
 * The state changes of a news item, each asked for first: `[run(action, item), dialog]`. `after` runs
 * once the change is made (e.g. leave a deleted item's page).
 */
export function useNewsChanges(
  after?: (action: NewsChange) => void,
): [(action: NewsChange, item: Pick<NewsDetail, 'id' | 'title'>) => void, ReactNode] {
  const { t } = useTranslation('news');
  const [ask, dialog] = useActionDialog();
  const change = useApiMutation({
    call: ({ action, id }: { action: NewsChange; id: string }) => CALLS[action](id),
    invalidate: [NEWS_KEYS.all],
    successMessage: (_data, { action }) => t(`done.${action}`),
    onSuccess: (_data, { action }) => after?.(action),
  });
  const run = (action: NewsChange, item: Pick<NewsDetail, 'id' | 'title'>) =>
    ask({
      title: t(`action.${action}`),
      message: t(`ask.${action}`, { title: item.title }),
      confirmLabel: t(`action.${action}`),
      danger: action === 'delete' || action === 'unpublish',
      onConfirm: () => change.mutateAsync({ action, id: item.id }),
    });
  return [run, dialog];
}
