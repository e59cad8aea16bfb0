import { type Language, PLATFORM_KEYS, type PlatformKey } from '@trace/contracts';
import { companies, productCategories, productSubclasses, products, type Tx } from '@trace/db';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CrudContext, CrudResource } from '../../lib/crud';
import { AppError, fieldError } from '../../lib/errors';
import { holds } from '../../lib/principal';
import { type ReviewedContext, type ReviewedResource, reviewActions } from '../../lib/reviewed-resource';
import { productReview, subclassReview } from '../companies/reviewables';
import { listingActions } from './listing';

type CategoryRow = typeof productCategories.$inferSelect;
type CategoryBody = {
  code: string;
  name: CategoryRow['name'];
  platforms?: PlatformKey[] | null;
  sort: number;
  enabled: boolean;
  certRequired: boolean;
};

/** The platform variant this installation runs. */
const runningPlatform = (ctx: CrudContext) => ctx.request.server.config.platform;

/** Categories offered on a platform: its own and those of every platform. */
const offeredOn = (platform: string) =>
  or(isNull(productCategories.platforms), sql`${platform} = any(${productCategories.platforms})`);

/** Chosen platforms once each, in catalogue order; none chosen offers the category everywhere. */
const platformList = (platforms: readonly PlatformKey[] | null) =>
  platforms?.length ? PLATFORM_KEYS.filter((key) => platforms.includes(key)) : null;

export const categoryResource: CrudResource<CategoryRow, unknown, CategoryBody> = {
  entity: 'product_category',
  table: productCategories,
  id: productCategories.id,
  search: [productCategories.code],
  filter: (q, ctx) => [q.allPlatforms === 'true' ? undefined : offeredOn(runningPlatform(ctx))],
  orderBy: productCategories.sort,
  unique: { product_categories_code_key: { path: 'code', key: 'category.codeTaken' } },
  toItems: async (_db, rows) =>
    rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      platforms: row.platforms,
      sort: row.sort,
      enabled: row.enabled,
      certRequired: row.certRequired,
      createTime: row.createdAt.toISOString(),
    })),
  toInsert: async (_tx, body) => ({ ...body, platforms: platformList(body.platforms ?? null) }),
  toUpdate: async (_tx, body) => {
    const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return body.platforms === undefined ? values : { ...values, platforms: platformList(body.platforms) };
  },
  async beforeDelete(tx, row) {
    const [used] = await tx
      .select({ n: count() })
      .from(productSubclasses)
      .where(eq(productSubclasses.categoryId, row.id));
    const [usedByProducts] = await tx
      .select({ n: count() })
      .from(products)
      .where(eq(products.categoryId, row.id));
    if ((used?.n ?? 0) + (usedByProducts?.n ?? 0) > 0) throw new AppError(409, 'record.inUse');
  },
};

async function names(
  db: Parameters<ReviewedResource<never, unknown, unknown>['toItems']>[0],
  language: Language,
  ids: { corp: string[]; category: string[]; subclass: string[] },
) {
  const [corps, categories, subclasses] = await Promise.all([
    ids.corp.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids.corp))
      : [],
    ids.category.length
      ? db
          .select({ id: productCategories.id, name: productCategories.name })
          .from(productCategories)
          .where(inArray(productCategories.id, ids.category))
      : [],
    ids.subclass.length
      ? db
          .select({ id: productSubclasses.id, name: productSubclasses.name })
          .from(productSubclasses)
          .where(inArray(productSubclasses.id, ids.subclass))
      : [],
  ]);
  return {
    corp: (id: string) => corps.find((c) => c.id === id)?.name ?? '',
    category: (id: string) => categories.find((c) => c.id === id)?.name[language] ?? '',
    subclass: (id: string | null) => (id ? (subclasses.find((s) => s.id === id)?.name ?? null) : null),
  };
}

const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/** A category companies may file under here: it exists, is switched on and is offered on this platform. */
async function checkCategory(tx: Tx, categoryId: string, ctx: CrudContext) {
  const [category] = await tx
    .select({ enabled: productCategories.enabled, platforms: productCategories.platforms })
    .from(productCategories)
    .where(eq(productCategories.id, categoryId));
  if (!category?.enabled) throw fieldError('categoryId', 'product.categoryNotFound');
  if (category.platforms && !category.platforms.includes(runningPlatform(ctx))) {
    throw fieldError('categoryId', 'product.categoryNotOffered');
  }
}

type SubclassRow = typeof productSubclasses.$inferSelect;
type SubclassBody = {
  categoryId: string;
  line: 'main' | 'panda';
  name: string;
  description: string | null;
  images: string[];
};
const SUBCLASS_MANAGE = 'product.productSubclassMessage.manage';

export const subclassResource: ReviewedResource<SubclassRow, unknown, SubclassBody> = {
  review: subclassReview,
  managePermission: SUBCLASS_MANAGE,
  search: [productSubclasses.name],
  filter: (q) => [
    q.line ? eq(productSubclasses.line, q.line as string) : undefined,
    q.categoryId ? eq(productSubclasses.categoryId, q.categoryId as string) : undefined,
  ],
  async toItems(db, rows, info, ctx) {
    const lookup = await names(db, ctx.language, {
      corp: unique(rows.map((r) => r.corpId)),
      category: unique(rows.map((r) => r.categoryId)),
      subclass: [],
    });
    const canManage =
      holds(ctx.principal, SUBCLASS_MANAGE) ||
      holds(ctx.principal, 'product.productSubclassMessagePanda.manage');
    return rows.map((row) => ({
      id: row.id,
      corpId: row.corpId,
      corpName: lookup.corp(row.corpId),
      categoryId: row.categoryId,
      categoryName: lookup.category(row.categoryId),
      line: row.line as 'main' | 'panda',
      name: row.name,
      description: row.description,
      images: row.images,
      review: info.get(row.id)!,
      createTime: row.createdAt.toISOString(),
      actions: reviewActions(
        { corpId: row.corpId, status: row.reviewStatus },
        subclassReview,
        ctx,
        canManage,
      ),
    }));
  },
  async toColumns(tx, body, ctx) {
    await checkCategory(tx, body.categoryId, ctx);
    return body;
  },
  async beforeDelete(tx, row) {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.subclassId, row.id));
    if ((used?.n ?? 0) > 0) throw new AppError(409, 'record.inUse');
  },
};

type ProductRow = typeof products.$inferSelect;
type ProductBody = {
  categoryId: string;
  subclassId: string | null;
  productName: string;
  replaceProductName: string | null;
  description: string | null;
  gtin: string | null;
  specification: string | null;
  images: string[];
};
const PRODUCT_MANAGE = 'product.productMessage.manage';

export async function toProducts(
  db: Parameters<typeof names>[0],
  rows: ProductRow[],
  info: Map<string, unknown>,
  ctx: ReviewedContext,
) {
  const lookup = await names(db, ctx.language, {
    corp: unique(rows.map((r) => r.corpId)),
    category: unique(rows.map((r) => r.categoryId)),
    subclass: unique(rows.map((r) => r.subclassId)),
  });
  const canManage = holds(ctx.principal, PRODUCT_MANAGE);
  return rows.map((row) => ({
    id: row.id,
    corpId: row.corpId,
    corpName: lookup.corp(row.corpId),
    categoryId: row.categoryId,
    categoryName: lookup.category(row.categoryId),
    subclassId: row.subclassId,
    subclassName: lookup.subclass(row.subclassId),
    productName: row.productName,
    replaceProductName: row.replaceProductName,
    displayName: row.replaceProductName || row.productName,
    description: row.description,
    gtin: row.gtin,
    specification: row.specification,
    images: row.images,
    review: info.get(row.id) as never,
    listingStatus: row.listingStatus as 'offline',
    listingRemark: row.listingRemark,
    createTime: row.createdAt.toISOString(),
    actions: [
      ...reviewActions(
        { corpId: row.corpId, status: row.reviewStatus },
        productReview,
        ctx,
        canManage,
      ).filter((action) => action !== 'delete' || row.listingStatus === 'offline'),
      ...listingActions(row, ctx, canManage),
    ],
  }));
}

export const productResource: ReviewedResource<ProductRow, unknown, ProductBody> = {
  review: productReview,
  managePermission: PRODUCT_MANAGE,
  search: [products.productName, products.replaceProductName, products.gtin],
  unique: { products_gtin_key: { path: 'gtin', key: 'product.gtinTaken' } },
  filter: (q) => [
    q.categoryId ? eq(products.categoryId, q.categoryId as string) : undefined,
    q.subclassId ? eq(products.subclassId, q.subclassId as string) : undefined,
    q.listingStatus ? eq(products.listingStatus, q.listingStatus as string) : undefined,
  ],
  toItems: (db, rows, info, ctx) => toProducts(db, rows, info, ctx),
  async toColumns(tx, body, ctx) {
    await checkCategory(tx, body.categoryId, ctx);
    if (body.subclassId) {
      const [subclass] = await tx
        .select({ id: productSubclasses.id })
        .from(productSubclasses)
        .where(
          and(
            eq(productSubclasses.id, body.subclassId),
            eq(productSubclasses.corpId, ctx.principal.corpId ?? ''),
            eq(productSubclasses.categoryId, body.categoryId),
          ),
        );
      if (!subclass) throw fieldError('subclassId', 'product.subclassNotFound');
    }
    return body;
  },
  async beforeDelete(_tx, row) {
    if (row.listingStatus !== 'offline') throw new AppError(409, 'review.notAllowed');
  },
};
