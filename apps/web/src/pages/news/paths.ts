/** The news pages: the administrators' list and what it opens, and the public pages. */
export const NEWS_PATHS = {
  list: '/newsList',
  add: '/addNews',
  edit: '/editNews',
  details: '/newsDetails',
  /** Public: published news for anyone (linked from the scan page). */
  publicList: '/news',
  publicItem: (id: string) => `/news/${encodeURIComponent(id)}`,
} as const;
