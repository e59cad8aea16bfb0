import type { Language, LookupResult, ScanAnswer } from '@trace/contracts';
import { APPROVED_REVIEW_STATES } from '@trace/contracts';
import { digitalLinkPath } from '@trace/core';
import { batches, companies, type DbOrTx, honourCertificates, productCategories, products } from '@trace/db';
import { and, eq, inArray } from 'drizzle-orm';
import { dictLabels } from '../../lib/dictionaries';
import { platformPages } from '../../lib/platform-pages';
import { JsonText } from '../../lib/route';
import { birdHousesOfBatch } from '../bird-houses/public';
import { approvedSheetOfProduct } from '../bird-product-msgs/queries';
import { statusPageUrl } from '../certification/certificates/pdf';
import type { ScanCertificate } from '../certification/certificates/service';
import { scanGinseng } from '../ginseng/queries';
import { approvedRecordsOfBatch } from '../records/public';

/** What the scan page shows beside the outcome; the same for every label of a batch. */
type Content = Omit<
  ScanAnswer,
  'excode' | 'scanId' | 'result' | 'canVerify' | 'digitalLink' | 'certificate'
> & {
  gtin: string | null;
};

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;
/**
 * The content of recently scanned batches, serialised once, with stored-file addresses made
 * relative to a label placeholder. A batch's labels are scanned in bursts (a shelf of goods), and
 * its content changes only by review, so half a minute of staleness buys one query per scan instead
 * of nine, and each answer is this text with the label's own fields put in front.
 */
const cache = new Map<string, CachedContent>();
interface CachedContent {
  expires: number;
  gtin: string | null;
  /** The content's members as JSON text, without the enclosing braces. */
  members: string;
  /** Whether `members` holds the label placeholder (it names stored files). */
  addressed: boolean;
  fileIds: Set<string>;
}

const FILE_URL = /\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;
const PLACEHOLDER = '\u0000label\u0000';

export interface ScannedLabel {
  excode: string;
  corpId: string | null;
  productId: string | null;
  batchId: string | null;
}

async function loadContent(
  db: DbOrTx,
  language: Language,
  label: ScannedLabel,
  platform: string,
): Promise<Content> {
  const [productRow, companyRow, batchRow, pages] = await Promise.all([
    label.productId
      ? db
          .select({ product: products, categoryName: productCategories.name })
          .from(products)
          .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
          .where(eq(products.id, label.productId))
          .then((rows) => rows[0])
      : undefined,
    label.corpId
      ? db
          .select()
          .from(companies)
          .where(eq(companies.id, label.corpId))
          .then((rows) => rows[0])
      : undefined,
    label.batchId
      ? db
          .select()
          .from(batches)
          .where(eq(batches.id, label.batchId))
          .then((rows) => rows[0])
      : undefined,
    platformPages(db, platform),
  ]);
  const [countries, certificates, records, birdProductMsg, ginseng, birdHouses] = await Promise.all([
    dictLabels(db, 'country', [companyRow?.countryId], language),
    companyRow
      ? db
          .select()
          .from(honourCertificates)
          .where(
            and(
              eq(honourCertificates.corpId, companyRow.id),
              inArray(honourCertificates.reviewStatus, [...APPROVED_REVIEW_STATES]),
            ),
          )
      : [],
    batchRow && productRow ? approvedRecordsOfBatch(db, batchRow.id, productRow.product.id, language) : null,
    // The variant sections show on the platforms that have their pages.
    productRow && pages.has('/birdProductMsgList')
      ? approvedSheetOfProduct(db, productRow.product.id, language)
      : null,
    pages.has('/ginsengInformation') ? scanGinseng(db, batchRow?.ginsengPlotId ?? null, language) : null,
    batchRow && pages.has('/yanHouseList') ? birdHousesOfBatch(db, batchRow, language) : [],
  ]);
  const now = new Date();
  const product = productRow?.product;
  return {
    gtin: product?.gtin ?? null,
    product: product
      ? {
          id: product.id,
          name: batchRow?.replaceProductName || product.replaceProductName || product.productName,
          productName: product.productName,
          gtin: product.gtin,
          specification: product.specification,
          description: product.description,
          categoryName: productRow.categoryName?.[language] ?? null,
          images: product.images,
        }
      : null,
    company: companyRow
      ? {
          id: companyRow.id,
          name: companyRow.name,
          countryName: countries.get(companyRow.countryId ?? '') ?? null,
          address: companyRow.address,
          introduction: companyRow.introduction,
        }
      : null,
    batch: batchRow
      ? {
          id: batchRow.id,
          batchNo: batchRow.batchNo,
          productionDate: batchRow.productionDate?.toISOString() ?? null,
          expiryDate: batchRow.expiryDate?.toISOString() ?? null,
          origin: batchRow.origin,
        }
      : null,
    records,
    birdProductMsg,
    birdHouses,
    certificates: certificates
      .filter((c) => !c.expiryDate || c.expiryDate > now)
      .map((c) => ({
        name: c.name,
        issuer: c.issuer,
        number: c.number,
        issueDate: c.issueDate.toISOString(),
        expiryDate: c.expiryDate?.toISOString() ?? null,
        images: c.images,
      })),
    ginseng,
  };
}

async function cachedContent(db: DbOrTx, language: Language, label: ScannedLabel, platform: string) {
  const key = `${platform}|${language}|${label.corpId}|${label.productId}|${label.batchId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit;
  const { gtin, ...content } = await loadContent(db, language, label, platform);
  const fileIds = new Set<string>();
  const json = JSON.stringify(content).replace(FILE_URL, (_whole, id: string) => {
    fileIds.add(id);
    return `/scan/labels/${PLACEHOLDER}/files/${id}`;
  });
  const entry: CachedContent = {
    expires: now + TTL_MS,
    gtin,
    members: json.slice(1, -1),
    addressed: fileIds.size > 0,
    fileIds,
  };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry;
}

/** Forgets cached content (tests change records between scans). */
export function clearScanContentCache(): void {
  cache.clear();
}

const EMPTY = {
  product: null,
  company: null,
  batch: null,
  records: null,
  birdProductMsg: null,
  certificates: [],
  ginseng: null,
  birdHouses: [],
};

/**
 * The scan page's answer for a label and its outcome, as JSON text. Valid labels show their product,
 * company, batch, approved records and certificates; an unbound label shows only its company; void
 * and unknown labels show nothing beyond the outcome. Stored files are addressed through the label.
 */
export async function scanAnswer(
  db: DbOrTx,
  /** The certificate a valid label's product stands on now. */
  certificateOf: (productId: string) => Promise<ScanCertificate | null>,
  language: Language,
  label: ScannedLabel,
  result: LookupResult,
  baseUrl: string,
  scanId: string,
  platform: string,
): Promise<JsonText<ScanAnswer>> {
  const base = { excode: label.excode, scanId, result, canVerify: result === 'valid' };
  if (result === 'void' || result === 'unknown') {
    return new JsonText(
      JSON.stringify({ ...base, digitalLink: null, certificate: null, ...EMPTY } satisfies ScanAnswer),
    );
  }
  const shown: ScannedLabel = result === 'valid' ? label : { ...label, productId: null, batchId: null };
  const cached = await cachedContent(db, language, shown, platform);
  const digitalLink = cached.gtin
    ? `${baseUrl.replace(/\/+$/, '')}${digitalLinkPath({ gtin: cached.gtin, serial: label.excode })}`
    : null;
  // The label code is digits only (checked by the route), so it needs no escaping in the text.
  const members = cached.addressed ? cached.members.replaceAll(PLACEHOLDER, label.excode) : cached.members;
  // Read for every scan (a suspension shows at once), once for the scans of a product arriving together.
  const certificate = result === 'valid' && label.productId ? await certificateOf(label.productId) : null;
  const front = JSON.stringify({
    ...base,
    digitalLink,
    certificate: certificate
      ? { ...certificate, statusUrl: statusPageUrl(baseUrl, certificate.certNo) }
      : null,
  });
  return new JsonText(`${front.slice(0, -1)},${members}}`);
}

/** Whether a stored file is part of what a label's scan page shows (only those are served publicly). */
export async function fileShownFor(
  db: DbOrTx,
  label: ScannedLabel,
  result: LookupResult,
  fileId: string,
  platform: string,
): Promise<boolean> {
  if (result === 'void' || result === 'unknown') return false;
  const shown: ScannedLabel = result === 'valid' ? label : { ...label, productId: null, batchId: null };
  const { fileIds } = await cachedContent(db, 'cn', shown, platform);
  return fileIds.has(fileId);
}
