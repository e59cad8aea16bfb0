import type { Language, Menu, UpPrompt } from '@trace/contracts';
import { APPROVED_REVIEW_STATES, translate } from '@trace/contracts';
import {
  companies,
  companyEvaluations,
  type Database,
  dictItems,
  dictTypes,
  honourCertificates,
  menus,
  certificates as schemeCertificatesTable,
  users,
} from '@trace/db';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
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

/** Calendar days (UTC) from today to the day of `end`: 0 means it ends today. */
export function daysLeft(end: Date, now: Date): number {
  const day = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return Math.round((day(end) - day(now)) / DAY);
}

/**
 * Reminder texts after sign-in (spec section 7): the traceability contract ending within 30 days or
 * already ended, approved certificates expiring within 30 days, and evaluations due within 30 days
 * (several joined by `|`).
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
  const horizon = new Date(now.getTime() + REMINDER_DAYS * DAY);
  const today = now.toISOString().slice(0, 10);
  const [[corp], certificates, evaluations, schemeCertificates] = await Promise.all([
    db
      .select({ syEndTime: companies.syEndTime, traceStatus: companies.traceStatus })
      .from(companies)
      .where(eq(companies.id, principal.corpId)),
    db
      .select({ name: honourCertificates.name, expiryDate: honourCertificates.expiryDate })
      .from(honourCertificates)
      .where(
        and(
          eq(honourCertificates.corpId, principal.corpId),
          inArray(honourCertificates.reviewStatus, [...APPROVED_REVIEW_STATES]),
          gte(honourCertificates.expiryDate, now),
          lte(honourCertificates.expiryDate, horizon),
        ),
      )
      .orderBy(asc(honourCertificates.expiryDate)),
    db
      .select({ title: companyEvaluations.title, dueTime: companyEvaluations.dueTime })
      .from(companyEvaluations)
      .where(
        and(
          eq(companyEvaluations.corpId, principal.corpId),
          gte(companyEvaluations.dueTime, now),
          lte(companyEvaluations.dueTime, horizon),
        ),
      )
      .orderBy(asc(companyEvaluations.dueTime)),
    db
      .select({ certNo: schemeCertificatesTable.certNo, validUntil: schemeCertificatesTable.validUntil })
      .from(schemeCertificatesTable)
      .where(
        and(
          eq(schemeCertificatesTable.corpId, principal.corpId),
          inArray(schemeCertificatesTable.status, ['effective', 'reduced', 'suspended']),
          gte(schemeCertificatesTable.validUntil, today),
          lte(schemeCertificatesTable.validUntil, horizon.toISOString().slice(0, 10)),
        ),
      )
      .orderBy(asc(schemeCertificatesTable.validUntil)),
  ]);
  const dateOf = (date: Date) => date.toISOString().slice(0, 10);
  const end = corp?.syEndTime;
  if (end) {
    const days = daysLeft(end, now);
    if (days < 0)
      prompt.sy6ExpirationReminder = translate('reminder.syExpired', language, { date: dateOf(end) });
    else if (days <= REMINDER_DAYS)
      prompt.syEndTimeLeThirty = translate('reminder.syEndSoon', language, { date: dateOf(end), days });
  }
  prompt.certDueTimeLeThirty = [
    ...certificates.map((c) =>
      translate('reminder.certDue', language, {
        name: c.name,
        date: dateOf(c.expiryDate!),
        days: daysLeft(c.expiryDate!, now),
      }),
    ),
    // The company's scheme certificates (decision 0024) expiring within the window.
    ...schemeCertificates.map((c) =>
      translate('certificate.reminderExpiry', language, {
        certNo: c.certNo,
        date: c.validUntil,
        days: daysLeft(new Date(`${c.validUntil}T00:00:00Z`), now),
      }),
    ),
  ].join('|');
  prompt.evaluateDueTimeLeThirty = evaluations
    .map((e) =>
      translate('reminder.evaluateDue', language, {
        title: e.title,
        date: dateOf(e.dueTime!),
        days: daysLeft(e.dueTime!, now),
      }),
    )
    .join('|');
  return prompt;
}
