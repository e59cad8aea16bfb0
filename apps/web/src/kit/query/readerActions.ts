import type { ListQuery } from './params';
import type { FetchPage } from './usePagedQuery';

/**
 * A list endpoint whose rows carry the server's `actions`, with `extra` verbs every reader of a row
 * may use (`view`): the table then shows those too, as the server's list governs only changes.
 */
export function withReaderActions<T extends { actions: readonly string[] }>(
  fetchPage: FetchPage<T>,
  extra: readonly string[] = ['view'],
): FetchPage<T> {
  return async (query, signal) => {
    const page = await fetchPage(query, signal);
    return { ...page, list: page.list.map((row) => ({ ...row, actions: [...row.actions, ...extra] })) };
  };
}

/** A list endpoint read with fixed parameters the filter bar does not own (`line=panda`, a status). */
export function withFixedQuery<T>(fetchPage: FetchPage<T>, fixed: ListQuery): FetchPage<T> {
  return (query, signal) => fetchPage({ ...query, ...fixed }, signal);
}
