import { z } from 'zod';
import { isoDateTime, ZId, ZIdParams, ZIsoDateTime, ZLanguage, ZPage, ZPageQuery } from './common';
import { pagePermission } from './navigation';
import { managePermission } from './permissions';
import { ZPlatformKey } from './platform';
import { defineRoute } from './route';
import { ZText } from './rules';

/**
 * News (spec section 2 "News", section 4 "News: to publish, published"): administrators write news
 * in one language for every platform or one, publish it now or at a set time, and take it back.
 * Published news shows on signed-in users' home page and on the public news page.
 */
const tag = 'News';

export const NEWS_VIEW = pagePermission('news', '/newsList');
export const NEWS_MANAGE = managePermission('news', '/newsList');

/** The dictionary the categories come from (SysDic). */
export const NEWS_CATEGORY_DICT = 'news_category';

export const NEWS_STATUSES = ['toPublish', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** What the caller may do with a news item now. */
export const NEWS_ACTIONS = ['edit', 'publish', 'schedule', 'unschedule', 'unpublish', 'delete'] as const;
export type NewsAction = (typeof NEWS_ACTIONS)[number];

/** The actions a state allows: the one place the transitions are decided (API and web read it). */
export function newsActions(status: NewsStatus, scheduled: boolean): NewsAction[] {
  if (status === 'published') return ['edit', 'unpublish'];
  return scheduled ? ['edit', 'publish', 'unschedule', 'delete'] : ['edit', 'publish', 'schedule', 'delete'];
}

export const NEWS_BODY_MAX = 200_000;

export const ZNewsSummary = z.object({
  id: ZId,
  title: z.string(),
  summary: z.string(),
  /** `/files/:id` as stored (administration), or the public address of the image (readers). */
  coverUrl: z.string().nullable(),
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  language: ZLanguage,
  /** null: every platform. */
  platform: ZPlatformKey.nullable(),
  status: z.enum(NEWS_STATUSES),
  /** When a news item to publish goes out by itself. */
  publishAt: ZIsoDateTime.nullable(),
  publishedAt: ZIsoDateTime.nullable(),
  createTime: ZIsoDateTime,
  updateTime: ZIsoDateTime,
  actions: z.array(z.enum(NEWS_ACTIONS)),
});
export type NewsSummary = z.infer<typeof ZNewsSummary>;

export const ZNewsDetail = ZNewsSummary.extend({
  /** Sanitised HTML. */
  body: z.string(),
  authorName: z.string().nullable(),
});
export type NewsDetail = z.infer<typeof ZNewsDetail>;

export const ZNewsQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(NEWS_STATUSES).optional(),
  language: ZLanguage.optional(),
  platform: ZPlatformKey.optional(),
  category: z.string().trim().max(50).optional(),
});

export const ZNewsBody = z.object({
  title: ZText(200).pipe(z.string().min(1, { message: 'field.required' })),
  summary: ZText(500).default(''),
  coverUrl: z
    .string()
    .trim()
    .max(200)
    .regex(/^\/files\/[0-9a-fA-F-]{36}$/, { message: 'news.coverInvalid' })
    .nullable()
    .default(null),
  category: z.string().trim().max(50).nullable().default(null),
  language: ZLanguage,
  platform: ZPlatformKey.nullable().default(null),
  /** HTML from the editor; the server keeps only the allow-list of html.ts. */
  body: z
    .string()
    .max(NEWS_BODY_MAX, { message: 'text.tooLong' })
    .pipe(z.string().min(1, { message: 'field.required' })),
});
export type NewsBody = z.input<typeof ZNewsBody>;

export const ZNewsScheduleBody = z.object({
  publishAt: isoDateTime('news.publishAtInvalid'),
});

/** What readers see: published news, in their language, on this platform. */
export const ZPublicNewsQuery = ZPageQuery.extend({
  category: z.string().trim().max(50).optional(),
});

export const ZPublicNewsItem = z.object({
  id: ZId,
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  categoryName: z.string().nullable(),
  publishedAt: ZIsoDateTime,
});
export type PublicNewsItem = z.infer<typeof ZPublicNewsItem>;

export const ZPublicNewsDetail = ZPublicNewsItem.extend({ body: z.string() });
export type PublicNewsDetail = z.infer<typeof ZPublicNewsDetail>;

export const ZNewsFileParams = z.object({ id: ZId, fileId: ZId });

export const newsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/news-items',
    access: NEWS_VIEW,
    summary: 'News items (both states), newest first',
    tags: [tag],
    query: ZNewsQuery,
    response: ZPage(ZNewsSummary),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/news-items/:id',
    access: NEWS_VIEW,
    summary: 'One news item with its body',
    tags: [tag],
    params: ZIdParams,
    response: ZNewsDetail,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/news-items',
    access: NEWS_MANAGE,
    summary: 'Write a news item (to publish); the body is sanitised',
    tags: [tag],
    body: ZNewsBody,
    response: ZNewsDetail,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/news-items/:id',
    access: NEWS_MANAGE,
    summary: 'Change a news item; the body is sanitised',
    tags: [tag],
    params: ZIdParams,
    body: ZNewsBody,
    response: ZNewsDetail,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/news-items/:id',
    access: NEWS_MANAGE,
    summary: 'Delete a news item that is not published',
    tags: [tag],
    params: ZIdParams,
    response: z.null(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/news-items/:id/publish',
    access: NEWS_MANAGE,
    summary: 'Publish a news item now (to publish -> published)',
    tags: [tag],
    params: ZIdParams,
    response: ZNewsDetail,
  }),
  schedule: defineRoute({
    method: 'POST',
    path: '/news-items/:id/schedule',
    access: NEWS_MANAGE,
    summary: 'Publish a news item by itself at a later time',
    tags: [tag],
    params: ZIdParams,
    body: ZNewsScheduleBody,
    response: ZNewsDetail,
  }),
  unschedule: defineRoute({
    method: 'POST',
    path: '/news-items/:id/unschedule',
    access: NEWS_MANAGE,
    summary: 'Cancel the scheduled publication of a news item',
    tags: [tag],
    params: ZIdParams,
    response: ZNewsDetail,
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/news-items/:id/unpublish',
    access: NEWS_MANAGE,
    summary: 'Take a published news item back (published -> to publish)',
    tags: [tag],
    params: ZIdParams,
    response: ZNewsDetail,
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/news-items/latest',
    access: 'authenticated',
    summary: "The newest published news in the reader's language on this platform (home page)",
    tags: [tag],
    response: z.array(ZPublicNewsItem),
  }),
  publicList: defineRoute({
    method: 'GET',
    path: '/public-news',
    access: 'public',
    summary: "Published news in the reader's language on this platform, newest first",
    tags: [tag],
    query: ZPublicNewsQuery,
    response: ZPage(ZPublicNewsItem),
    rateLimit: { max: 60, timeWindow: '1 minute' },
    maintenance: 'open',
  }),
  publicGet: defineRoute({
    method: 'GET',
    path: '/public-news/:id',
    access: 'public',
    summary: 'One published news item',
    tags: [tag],
    params: ZIdParams,
    response: ZPublicNewsDetail,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    maintenance: 'open',
  }),
  publicFile: defineRoute({
    method: 'GET',
    path: '/public-news/:id/files/:fileId',
    access: 'public',
    summary: 'An image shown by a published news item (its cover or one in its body)',
    tags: [tag],
    params: ZNewsFileParams,
    rateLimit: { max: 300, timeWindow: '1 minute' },
    maintenance: 'open',
  }),
} as const;
