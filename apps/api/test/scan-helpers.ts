import { randomInt } from 'node:crypto';
import { type RouteData, type RouteDefinition, type RouteInput, routeUrl } from '@trace/contracts';
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

/** Where a public call comes from: the phone's address and browser, and its language. */
export interface Device {
  ip?: string;
  language?: 'cn' | 'en' | 'fr';
  userAgent?: string;
  headers?: Record<string, string>;
}

async function sendFrom<T>(
  app: FastifyInstance,
  method: RouteDefinition['method'],
  url: string,
  payload: unknown,
  device: Device,
) {
  const response = await app.inject({
    method,
    url,
    remoteAddress: device.ip ?? IP.private,
    payload: payload as never,
    headers: {
      'user-agent': device.userAgent ?? IPHONE_WECHAT,
      ...(device.language ? { syslanguage: device.language } : {}),
      ...device.headers,
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

/** A route's input when it takes none may be left out. */
type InputArgument<R extends RouteDefinition> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, device?: Device]
    : [input: RouteInput<R>, device?: Device];

/**
 * A public call of one route of the table from a given address and device (what a phone scanning a
 * label sends); like `callRoute`, its path, input and answer are typed from the table.
 */
export function scanRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  ...[input, device]: InputArgument<R>
) {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return sendFrom<RouteData<R>>(
    app,
    route.method,
    routeUrl(route, params as Record<string, unknown>, query),
    body,
    device ?? {},
  );
}

/**
 * A public call written by hand, on purpose: GS1 Digital Link addresses (`/01/{gtin}/21/{serial}`, the
 * resolver's wildcard route) and malformed requests, which the route table does not type.
 */
export function rawScan<T = unknown>(
  app: FastifyInstance,
  {
    method = 'GET',
    url,
    payload,
    ...device
  }: Device & { method?: 'GET' | 'POST'; url: string; payload?: unknown },
) {
  return sendFrom<T>(app, method, url, payload, device);
}

/** Marks requests (or addresses) written by hand on purpose, malformed ones for `rawScan`. */
export function rawRequests<T>(requests: T): T {
  return requests;
}
