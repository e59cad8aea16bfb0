import { z } from 'zod';
import { ZId } from './common';
import { ZFileUrl } from './companies';
import { reviewedRecordRoutes, ZRecordListQuery, ZRecordOwnership } from './records-shared';
import { ZText } from './rules';

/** Longest rich-text content accepted, in characters of HTML. */
export const ARTICLE_CONTENT_MAX = 20_000;

/**
 * Ecological features (/ecologicalFeatures) and science knowledge (/scientificKnowledge): a title,
 * rich text cleaned on the server with the HTML allow-list of `html.ts`, and images. About a product,
 * or only one batch of it when `batchId` is set.
 */
export const ZArticleBody = z.object({
  productId: ZId,
  batchId: ZId.nullable().default(null),
  title: ZText(100).pipe(z.string().min(1)),
  content: z
    .string()
    .trim()
    .min(1, { message: 'records.contentRequired' })
    .max(ARTICLE_CONTENT_MAX, { message: 'text.tooLong' }),
  images: z.array(ZFileUrl).max(9).default([]),
});

export const ZArticle = ZRecordOwnership.extend({
  title: z.string(),
  /** Cleaned HTML. */
  content: z.string(),
  images: z.array(z.string()),
});

export const ecologicalFeatureRoutes = reviewedRecordRoutes({
  path: '/ecological-features',
  page: '/ecologicalFeatures',
  noun: 'ecological feature',
  item: ZArticle,
  create: ZArticleBody,
  update: ZArticleBody,
  query: ZRecordListQuery,
});

export const scienceKnowledgeRoutes = reviewedRecordRoutes({
  path: '/science-knowledge',
  page: '/scientificKnowledge',
  noun: 'science knowledge article',
  item: ZArticle,
  create: ZArticleBody,
  update: ZArticleBody,
  query: ZRecordListQuery,
});
