import type { PageQuery } from '@trace/contracts';

/** LIMIT/OFFSET of a page request, and the list envelope every paged endpoint returns. */
export function pageWindow(query: PageQuery) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function pageOf<T>(list: T[], total: number, query: PageQuery) {
  return { list, total, page: query.page, pageSize: query.pageSize };
}
