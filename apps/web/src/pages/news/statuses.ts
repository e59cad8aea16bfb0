import type { NewsSummary } from '@trace/contracts';
import { defineStatusMap } from '../../kit';

/** A news item: to publish (scheduled when it has a time), or published. */
export const NEWS_STATUS = defineStatusMap({
  toPublish: { label: 'statuses:news.status.toPublish', color: 'gray' },
  scheduled: { label: 'statuses:news.status.scheduled', color: 'blue' },
  published: { label: 'statuses:news.status.published', color: 'teal' },
});

/** The state shown: a news item to publish with a time is "scheduled". */
export const newsState = (item: Pick<NewsSummary, 'status' | 'publishAt'>) =>
  item.status === 'toPublish' && item.publishAt ? 'scheduled' : item.status;
