import { randomInt } from 'node:crypto';
import { gs1CheckDigit } from '@trace/core';
import type { Database } from '@trace/db';
import { batches, honourCertificates, labels, productCategories, products } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import type { FastifyInstance } from 'fastify';
import { clearScanContentCache } from '../src/modules/scan/public';
import type { Envelope } from './helpers';

/** Public addresses whose region the offline database knows, and a private one. */
export const IP = {
  guangdong: '120.24.78.68',
  zhejiang: '223.5.5.5',
  jiangsu: '114.114.114.114',
  france: '90.84.0.1',
  usa: '8.8.8.8',
  private: '10.1.2.3',
} as const;

export const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A GTIN-14 with a right check digit, unique enough for one test run. */
export function randomGtin(): string {
  const body = `0${digits(12)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** An 18-digit label code nobody else uses. */
export function randomExcode(): string {
  return `9${digits(17)}`;
}

export interface Goods {
  corpId: string;
  productId: string;
  batchId: string;
  batchNo: string;
  gtin: string;
  productName: string;
  /** Labels bound to the batch, each with its secret code. */
  labels: { excode: string; pcode: string }[];
}

/**
 * A company with one product (with a GTIN and a replacement name), one batch and `count` labels
 * bound to it, plus an approved honour certificate.
 */
export async function labelledGoods(
  db: Database,
  options: { corpId?: string; count?: number; productName?: string; images?: string[] } = {},
): Promise<Goods> {
  const corpId = options.corpId ?? (await createCompany(db, { name: `Scan Co ${digits(6)}` })).id;
  const [category] = await db
    .insert(productCategories)
    .values({ code: `scan-${digits(10)}`, name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" } })
    .returning();
  const gtin = randomGtin();
  const productName = options.productName ?? `Nest ${digits(4)}`;
  const [product] = await db
    .insert(products)
    .values({
      corpId,
      categoryId: category!.id,
      productName,
      replaceProductName: `${productName} Gold`,
      gtin,
      specification: '100 g',
      images: options.images ?? [],
      reviewStatus: 'passed',
      listingStatus: 'online',
    })
    .returning();
  const batchNo = `B${digits(8)}`;
  const [batch] = await db
    .insert(batches)
    .values({
      batchNo,
      corpId,
      productId: product!.id,
      origin: 'Sabah',
      productionDate: new Date('2026-03-01T00:00:00Z'),
    })
    .returning();
  const made = Array.from({ length: options.count ?? 3 }, () => ({
    excode: randomExcode(),
    pcode: digits(12),
  }));
  await db.insert(labels).values(
    made.map((label) => ({
      ...label,
      corpId,
      productId: product!.id,
      batchId: batch!.id,
      status: 'bound',
    })),
  );
  await db.insert(honourCertificates).values({
    corpId,
    name: 'Organic certificate',
    issuer: 'Certification Co',
    number: 'ORG-1',
    issueDate: new Date('2025-01-01T00:00:00Z'),
    reviewStatus: 'passed',
  });
  clearScanContentCache();
  return {
    corpId,
    productId: product!.id,
    batchId: batch!.id,
    batchNo,
    gtin,
    productName,
    labels: made,
  };
}

/** A label in another state: void, delivered but not bound, or not delivered. */
export async function loneLabel(db: Database, corpId: string | null, status: string) {
  const label = { excode: randomExcode(), pcode: digits(12) };
  await db.insert(labels).values({ ...label, corpId, status });
  return label;
}

/** A public call from a given address and device (what a phone scanning a label sends). */
export async function scan<T = unknown>(
  app: FastifyInstance,
  options: {
    method?: 'GET' | 'POST';
    url: string;
    ip?: string;
    payload?: unknown;
    language?: 'cn' | 'en' | 'fr';
    userAgent?: string;
    headers?: Record<string, string>;
  },
) {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    remoteAddress: options.ip ?? IP.private,
    payload: options.payload as never,
    headers: {
      'user-agent': options.userAgent ?? IPHONE_WECHAT,
      ...(options.language ? { syslanguage: options.language } : {}),
      ...options.headers,
    },
  });
  let body: Envelope<T>;
  try {
    body = response.json() as Envelope<T>;
  } catch {
    body = { code: '', msg: '', data: undefined as T };
  }
  return { response, status: response.statusCode, body };
}
