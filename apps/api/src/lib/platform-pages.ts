import { type DbOrTx, menus } from '@trace/db';
import { isNotNull } from 'drizzle-orm';

const TTL_MS = 60_000;
let cached: { platform: string; expires: number; pages: Promise<ReadonlySet<string>> } | undefined;

/**
 * The pages a platform variant has: those with a menu entry naming no platform or this one (DOMAIN.md:
 * variant modules are enabled by data). For what is shown outside the menus and permissions, such as
 * the variant sections of the public scan page. Read at most once a minute.
 */
export function platformPages(db: DbOrTx, platform: string): Promise<ReadonlySet<string>> {
  const now = Date.now();
  if (cached && cached.platform === platform && cached.expires > now) return cached.pages;
  const pages = db
    .select({ path: menus.path, platforms: menus.platforms })
    .from(menus)
    .where(isNotNull(menus.path))
    .then(
      (rows) =>
        new Set(
          rows.filter((row) => !row.platforms || row.platforms.includes(platform)).map((row) => row.path!),
        ) as ReadonlySet<string>,
    );
  cached = { platform, expires: now + TTL_MS, pages };
  pages.catch(() => {
    if (cached?.pages === pages) cached = undefined;
  });
  return pages;
}
