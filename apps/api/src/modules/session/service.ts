import type { Language, Menu, UpPrompt } from '@trace/contracts';
import { translate } from '@trace/contracts';
import { companies, type Database, dictItems, dictTypes, menus, users } from '@trace/db';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { holds, type UserPrincipal } from '../../lib/principal';

const DAY = 24 * 3600_000;
const REMINDER_DAYS = 30;

export async function currentUser(db: Database, principal: UserPrincipal) {
  const [user] = await db.select().from(users).where(eq(users.id, principal.userId));
  if (!user) throw notFound();
  return {
    id: user.id,
    account: user.account,
    userName: user.userName,
    userType: principal.userType,
    corpId: user.corpId,
    certBodyId: user.certBodyId,
    printingFactoryId: user.printingFactoryId,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
  };
}

/** The side menu for a user: entries they hold the permission of, on this platform, in their language. */
export async function menuTree(
  db: Database,
  principal: UserPrincipal,
  platform: string,
  language: Language,
): Promise<Menu[]> {
  const rows = await db.select().from(menus).where(eq(menus.visible, true)).orderBy(asc(menus.sort));
  const allowed = rows.filter(
    (row) =>
      (!row.permission || holds(principal, row.permission)) &&
      (!row.platforms || row.platforms.includes(platform)),
  );
  const build = (parentId: string | null): Menu[] =>
    allowed
      .filter((row) => row.parentId === parentId)
      .map((row) => ({
        id: row.id,
        name: row.name[language],
        path: row.path?.startsWith('#') ? null : row.path,
        icon: row.icon,
        permission: row.permission,
        children: build(row.id),
      }))
      // A group without a visible page is hidden; a page is kept.
      .filter((menu) => menu.path !== null || menu.children.length > 0);
  return build(null);
}

/** The caller's company; `country` is the country's name in the request language, `countryId` its code. */
export async function currentCorp(db: Database, principal: UserPrincipal, language: Language) {
  const [corp] = principal.corpId
    ? await db
        .select({
          id: companies.id,
          name: companies.name,
          countryId: companies.countryId,
          syStatus: companies.syStatus,
          tracePause: companies.tracePause,
          status: companies.status,
          countryLabel: dictItems.label,
        })
        .from(companies)
        .leftJoin(dictTypes, eq(dictTypes.code, 'country'))
        .leftJoin(
          dictItems,
          and(eq(dictItems.typeId, dictTypes.id), eq(dictItems.value, companies.countryId)),
        )
        .where(eq(companies.id, principal.corpId))
    : [];
  return {
    corpId: corp?.id ?? null,
    corpName: corp?.name ?? null,
    country: corp?.countryLabel?.[language] ?? corp?.countryId ?? null,
    countryId: corp?.countryId ?? null,
    syStatus: corp?.syStatus ?? null,
    tracePause: corp?.tracePause ?? false,
    status: corp?.status ?? null,
  };
}

/**
 * Reminder texts after sign-in. The traceability contract is read here; certificate and evaluation
 * due dates join when the certification module records them.
 */
export async function reminders(
  db: Database,
  principal: UserPrincipal,
  language: Language,
  now = new Date(),
): Promise<UpPrompt> {
  const prompt: UpPrompt = {
    syEndTimeLeThirty: '',
    certDueTimeLeThirty: '',
    evaluateDueTimeLeThirty: '',
    sy6ExpirationReminder: '',
  };
  if (!principal.corpId) return prompt;
  const [corp] = await db
    .select({ syEndTime: companies.syEndTime })
    .from(companies)
    .where(eq(companies.id, principal.corpId));
  const end = corp?.syEndTime;
  if (!end) return prompt;
  const date = end.toISOString().slice(0, 10);
  const daysLeft = Math.ceil((end.getTime() - now.getTime()) / DAY);
  if (daysLeft < 0) prompt.sy6ExpirationReminder = translate('reminder.syExpired', language, { date });
  else if (daysLeft <= REMINDER_DAYS)
    prompt.syEndTimeLeThirty = translate('reminder.syEndSoon', language, { date, days: daysLeft });
  return prompt;
}
