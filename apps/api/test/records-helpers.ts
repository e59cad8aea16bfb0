import { randomUUID } from 'node:crypto';
import type { ROUTES } from '@trace/contracts';
import { batches, productCategories, products } from '@trace/db';
import type { FastifyInstance } from 'fastify';
import { uploadImage } from './company-helpers';
import { type BodyOf, callRoute, signedInUser, type useTestApp } from './helpers';

type Db = ReturnType<typeof useTestApp>['db'];
const unique = () => randomUUID().slice(0, 8);

/** A product of a company with one or more batches, written straight to the database. */
export async function productWithBatches(db: Db, corpId: string, count = 1) {
  const [category] = await db
    .insert(productCategories)
    .values({ code: `rec_${unique()}`, name: { cn: '燕窝', en: "Bird's nest", fr: "Nid d'hirondelle" } })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ corpId, categoryId: category!.id, productName: `Nest ${unique()}` })
    .returning();
  const made = [];
  for (let i = 0; i < count; i++) {
    const [batch] = await db
      .insert(batches)
      .values({ corpId, productId: product!.id, batchNo: `B${unique()}` })
      .returning();
    made.push(batch!);
  }
  return { product: product!, batches: made };
}

/** A signed-in producer with a product, two batches of it, and an uploaded image. */
export async function producerWithBatch(app: FastifyInstance, db: Db) {
  const user = await signedInUser(app, db, { userType: 'producer' });
  const { product, batches: made } = await productWithBatches(db, user.corpId!, 2);
  const image = await uploadImage(app, user.token);
  return { user, product, batch: made[0]!, otherBatch: made[1]!, image };
}

const DAY = 24 * 3600_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A complete, valid customs body: kinds 1..10 given (their verify flags default to on). */
type CustomsBody = BodyOf<typeof ROUTES.records.customsInfos.create>;

/** A complete customs record of a batch, all ten certificates given. */
export function customsBody(
  batchId: string,
  image: string,
  overrides: Partial<CustomsBody> = {},
): CustomsBody {
  return {
    batchId,
    name: "Edible bird's nest",
    port: 'CNXMN',
    importTime: daysFromNow(-3),
    importCorpId: null,
    importCorpName: 'Xiamen Import Co.',
    certificates: Array.from({ length: 10 }, (_, index) => ({
      batchCustomsType: index + 1,
      num: `CERT-${index + 1}`,
      startTime: daysFromNow(-30),
      endTime: daysFromNow(300),
      file: null,
      images: [image],
    })),
    ...overrides,
  };
}

/** The kinds of records that go through the review workflow, each with its own approve and reject routes. */
type ReviewedRecords = (typeof ROUTES.records)[
  | 'testReports'
  | 'ecologicalFeatures'
  | 'scienceKnowledge'
  | 'customsInfos'
  | 'wholeChain'];

/** A reviewer's decision on one record (`decide(app, token, ROUTES.records.testReports, id, 'approve')`). */
export async function decide(
  app: FastifyInstance,
  token: string,
  records: ReviewedRecords,
  id: string,
  action: 'approve' | 'reject',
  remark?: string,
) {
  return callRoute(
    app,
    records[action],
    { params: { id }, body: remark === undefined ? {} : { remark } },
    { token },
  );
}
