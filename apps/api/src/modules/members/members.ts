import { Readable } from 'node:stream';
import type { Language, ZMemberListQuery } from '@trace/contracts';
import { safeCell } from '@trace/core';
import { companies, type Database, labels, memberPoints, members, products } from '@trace/db';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { countRows, paginate } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { createdBetween, ownedBy } from './filters';

type ListQuery = z.output<typeof ZMemberListQuery>;
type Filters = Omit<ListQuery, 'page' | 'pageSize'>;

const productName = (row: { productName: string; replaceProductName: string | null }) =>
  row.replaceProductName || row.productName;

const SORTABLE = {
  createTime: members.createdAt,
  name: members.name,
  points: members.points,
} as const;

function orderOf(query: Filters): SQL[] {
  const column = SORTABLE[query.sortBy as keyof typeof SORTABLE];
  if (!column) return [desc(members.createdAt), desc(members.id)];
  return [query.sortOrder === 'asc' ? asc(column) : desc(column), desc(members.id)];
}

function whereOf(principal: Principal, query: Filters) {
  return and(
    ownedBy(principal, members.corpId),
    query.keyword
      ? or(ilike(members.name, likePattern(query.keyword)), ilike(members.phone, likePattern(query.keyword)))
      : undefined,
    query.productId ? eq(members.productId, query.productId) : undefined,
    query.gender ? eq(members.gender, query.gender) : undefined,
    ...createdBetween(members.createdAt, query),
  );
}

const memberColumns = {
  member: members,
  corpName: companies.name,
  productName: products.productName,
  replaceProductName: products.replaceProductName,
};

function selectMembers(db: Database) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.corpId))
    .innerJoin(products, eq(products.id, members.productId));
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

const toMember = ({ member, corpName, ...product }: MemberRow) => ({
  id: member.id,
  corpId: member.corpId,
  corpName,
  name: member.name,
  phone: member.phone,
  gender: member.gender as 'male' | 'female' | null,
  birthday: member.birthday,
  region: member.region,
  email: member.email,
  points: member.points,
  excode: member.excode,
  productId: member.productId,
  productName: productName(product),
  createTime: member.createdAt.toISOString(),
});

export async function list(db: Database, principal: Principal, query: ListQuery) {
  const where = whereOf(principal, query);
  const source = {
    rows: selectMembers(db).where(where).$dynamic(),
    orderBy: [...orderOf(query)],
    total: countRows(db, members, where),
  };
  return paginate(source, query, (rows) => rows.map(toMember));
}

/** A member with the points history; another company's member answers 404. */
export async function get(db: Database, principal: Principal, id: string) {
  const [row] = await selectMembers(db).where(and(eq(members.id, id), ownedBy(principal, members.corpId)));
  if (!row) throw notFound();
  const history = await db
    .select({
      kind: memberPoints.kind,
      points: memberPoints.points,
      excode: memberPoints.excode,
      createdAt: memberPoints.createdAt,
      productName: products.productName,
      replaceProductName: products.replaceProductName,
    })
    .from(memberPoints)
    .leftJoin(labels, eq(labels.excode, memberPoints.excode))
    .leftJoin(products, eq(products.id, labels.productId))
    .where(eq(memberPoints.memberId, id))
    .orderBy(desc(memberPoints.createdAt))
    .limit(200);
  const member = toMember(row);
  return {
    ...member,
    pointsHistory: history.map((entry) => ({
      kind: entry.kind as 'register' | 'scan',
      points: entry.points,
      excode: entry.excode,
      productName: entry.replaceProductName || entry.productName || null,
      createTime: entry.createdAt.toISOString(),
    })),
  };
}

const HEADERS: Record<Language, string[]> = {
  cn: ['姓名', '手机号', '性别', '生日', '地区', '邮箱', '积分', '注册产品', '注册标签', '企业', '注册时间'],
  en: [
    'Name',
    'Phone',
    'Gender',
    'Birthday',
    'Region',
    'Email',
    'Points',
    'Product',
    'Label',
    'Company',
    'Registered',
  ],
  fr: [
    'Nom',
    'Téléphone',
    'Sexe',
    'Date de naissance',
    'Région',
    'E-mail',
    'Points',
    'Produit',
    'Étiquette',
    'Entreprise',
    'Inscription',
  ],
};
const GENDERS: Record<Language, Record<string, string>> = {
  cn: { male: '男', female: '女' },
  en: { male: 'Male', female: 'Female' },
  fr: { male: 'Homme', female: 'Femme' },
};

/** One CSV field: neutralised against spreadsheet formulas, quoted when it needs to be. */
export const csvField = (value: string | number | null) => {
  const safe = safeCell(value === null ? '' : String(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const EXPORT_BATCH = 1000;

/** The members matching the filters as CSV (UTF-8 with a byte-order mark, for spreadsheet programs). */
export function exportCsv(db: Database, principal: Principal, language: Language, query: Filters): Readable {
  const where = whereOf(principal, query);
  async function* lines() {
    yield `\uFEFF${HEADERS[language].map(csvField).join(',')}\r\n`;
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await selectMembers(db)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(EXPORT_BATCH)
        .offset(offset);
      yield rows
        .map(toMember)
        .map(
          (m) =>
            `${[
              m.name,
              m.phone,
              m.gender ? (GENDERS[language][m.gender] ?? m.gender) : '',
              m.birthday,
              m.region,
              m.email,
              m.points,
              m.productName,
              m.excode,
              m.corpName,
              m.createTime,
            ]
              .map(csvField)
              .join(',')}\r\n`,
        )
        .join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines());
}
