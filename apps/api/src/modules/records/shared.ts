import {
  type CustomsCertificate,
  certificateProvided,
  customsCertificateName,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_SCHEMES,
  HTML_ALLOWED_TAGS,
  type Language,
  type ProductionLine,
  STAGES_OF_LINE,
  WHOLE_CHAIN_STAGE_NAMES,
  type WholeChainStages,
} from '@trace/contracts';
import { batches, companies, type DbOrTx, products, type Tx } from '@trace/db';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import { fieldError } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import type { ReviewedContext } from '../../lib/reviewed-resource';

/** Rich text of records: the allow-list of contracts/html.ts; links open in a new tab without the opener. */
export function cleanRecordHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...HTML_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: [...HTML_ALLOWED_SCHEMES],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}

/** Cleaned HTML that still says something: text, or at least an image. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}

/** A product of the caller's company, or a field error on `productId`. */
export async function ownProduct(tx: Tx, ctx: ReviewedContext, productId: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.corpId, ctx.principal.corpId ?? '')));
  if (!product) throw fieldError('productId', 'records.productNotFound');
  return product;
}

/** A batch of the caller's company (and of `productId` when given), or a field error on `batchId`. */
export async function ownBatch(tx: Tx, ctx: ReviewedContext, batchId: string, productId?: string) {
  const [batch] = await tx
    .select({ id: batches.id, productId: batches.productId })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.corpId, ctx.principal.corpId ?? '')));
  if (!batch) throw fieldError('batchId', 'records.batchNotFound');
  if (productId && batch.productId !== productId) throw fieldError('batchId', 'records.batchNotOfProduct');
  return batch;
}

/** The id of the record being changed (PUT /x/:id), to tell it apart from others in uniqueness checks. */
export const editedId = (ctx: ReviewedContext) => (ctx.request.params as { id?: string } | undefined)?.id;

const distinct = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/** Company names, product names (as shown) and batch numbers of record rows, in three queries. */
export async function ownershipNames(
  db: DbOrTx,
  rows: { corpId: string; productId: string; batchId: string | null }[],
) {
  const corpIds = distinct(rows.map((row) => row.corpId));
  const productIds = distinct(rows.map((row) => row.productId));
  const batchIds = distinct(rows.map((row) => row.batchId));
  const [corps, productRows, batchRows] = await Promise.all([
    corpIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, corpIds))
      : [],
    productIds.length
      ? db
          .select({
            id: products.id,
            productName: products.productName,
            replaceProductName: products.replaceProductName,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    batchIds.length
      ? db
          .select({ id: batches.id, batchNo: batches.batchNo })
          .from(batches)
          .where(inArray(batches.id, batchIds))
      : [],
  ]);
  const corpName = new Map(corps.map((c) => [c.id, c.name]));
  const productName = new Map(productRows.map((p) => [p.id, p.replaceProductName || p.productName]));
  const batchNo = new Map(batchRows.map((b) => [b.id, b.batchNo]));
  return (row: {
    id: string;
    corpId: string;
    productId: string;
    batchId: string | null;
    createdAt: Date;
    updatedAt: Date;
  }) => ({
    id: row.id,
    corpId: row.corpId,
    corpName: corpName.get(row.corpId) ?? '',
    productId: row.productId,
    productName: productName.get(row.productId) ?? '',
    batchId: row.batchId,
    batchNo: row.batchId ? (batchNo.get(row.batchId) ?? null) : null,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  });
}

/**
 * The list filters every record shares: product, batch, and a keyword over the record's own text
 * columns and the batch number.
 */
export function recordFilters(
  table: { productId: PgColumn; batchId: PgColumn },
  search: PgColumn[],
  query: Record<string, unknown>,
): (SQL | undefined)[] {
  const keyword = typeof query.keyword === 'string' && query.keyword ? likePattern(query.keyword) : null;
  return [
    query.productId ? eq(table.productId, query.productId as string) : undefined,
    query.batchId ? eq(table.batchId, query.batchId as string) : undefined,
    keyword
      ? or(
          ...search.map((column) => ilike(column, keyword)),
          sql`${table.batchId} in (select ${batches.id} from ${batches} where ${batches.batchNo} ilike ${keyword})`,
        )
      : undefined,
  ];
}

/** Certificates as the pages show them: names in the language and a validity. */
export function certificateViews(
  certificates: CustomsCertificate[],
  language: Language,
  options: { providedOnly?: boolean; now?: Date } = {},
) {
  const now = (options.now ?? new Date()).getTime();
  return [...certificates]
    .sort((a, b) => a.batchCustomsType - b.batchCustomsType)
    .filter((entry) => !options.providedOnly || certificateProvided(entry))
    .map((entry) => ({
      batchCustomsType: entry.batchCustomsType,
      kindName: customsCertificateName(entry.batchCustomsType, language),
      verify: entry.verify,
      num: entry.num,
      startTime: entry.startTime,
      endTime: entry.endTime,
      file: entry.file,
      images: entry.images,
      validity: !certificateProvided(entry)
        ? ('missing' as const)
        : entry.endTime && new Date(entry.endTime).getTime() <= now
          ? ('invalid' as const)
          : ('effective' as const),
    }));
}

/** The stages of a line in production order with their entries (all stages, or only those with entries). */
export function stageViews(
  lineType: ProductionLine,
  stages: WholeChainStages,
  language: Language,
  options: { filledOnly?: boolean } = {},
) {
  return STAGES_OF_LINE[lineType]
    .map((stage) => ({
      stage,
      name: WHOLE_CHAIN_STAGE_NAMES[stage][language],
      entries: (stages[stage] ?? []).map((entry) => ({
        date: entry.date,
        operator: entry.operator,
        description: entry.description,
        inputs: entry.inputs,
        images: entry.images,
      })),
    }))
    .filter((view) => !options.filledOnly || view.entries.length > 0);
}
