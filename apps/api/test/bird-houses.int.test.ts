import { ROUTES } from '@trace/contracts';
import { batches, birdHouseHarvests } from '@trace/db';
import { createCompany } from '@trace/db/factories';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearScanContentCache } from '../src/modules/scan/public';
import { bindRange, createBatch, giveLabels, operableProducer, setUsageLimit } from './batch-helpers';
import { uploadImage } from './company-helpers';
import { type BodyOf, callRoute, signedInUser, useTestApp } from './helpers';
import { scanRoute } from './scan-helpers';

const ctx = useTestApp();

/** A reviewer's decision on a house (a reason for a rejection). */
const decide = (token: string, id: string, action: 'approve' | 'reject', remark?: string) =>
  callRoute(
    ctx.app,
    ROUTES.birdHouses[action],
    { params: { id }, body: remark === undefined ? {} : { remark } },
    { token },
  );
const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });
const H = ROUTES.birdHouses;

type HouseBody = BodyOf<typeof H.create>;
const houseBody = (photo: string, overrides: Partial<HouseBody> = {}): HouseBody => ({
  name: 'Rumah Walet Ipoh 1',
  countryId: 'MY',
  province: 'Perak',
  city: 'Ipoh',
  address: '12 Jalan Walet',
  latitude: 4.5975,
  longitude: 101.0901,
  area: 350.5,
  yearBuilt: 2012,
  photos: [photo],
  licenceNo: 'MY-PRK-0001',
  licenceFile: photo,
  ...overrides,
});

/** An operable producer with a house it registered (not reviewed yet). */
async function producerWithHouse(overrides: Partial<HouseBody> = {}) {
  const producer = await operableProducer(ctx);
  const photo = await uploadImage(ctx.app, producer.owner.token);
  const created = await callRoute(
    ctx.app,
    H.create,
    { body: houseBody(photo, overrides) },
    { token: producer.owner.token, language: 'en' },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...producer, photo, house: created.body.data };
}

/** An operable producer with a house the administrator passed. */
async function producerWithPassedHouse(overrides: Partial<HouseBody> = {}) {
  const made = await producerWithHouse(overrides);
  const reviewer = await admin();
  const approved = await decide(reviewer.token, made.house.id, 'approve');
  expect(approved.body.data).toEqual({ status: 'passed' });
  return { ...made, reviewer };
}

const harvest = (token: string, houseId: string, body: Partial<BodyOf<typeof H.addHarvest>>) =>
  callRoute(
    ctx.app,
    H.addHarvest,
    {
      params: { id: houseId },
      body: { harvestDate: '2026-01-15', weight: '1200.5', grade: 'premium', remark: null, ...body },
    },
    { token, language: 'en' },
  );

describe('bird houses: what a house must say', () => {
  it('refuses coordinates out of range, a year built before 1900 or in the future, and missing photos', async () => {
    const { owner, photo } = await producerWithHouse();
    const create = (overrides: Partial<HouseBody>) =>
      callRoute(
        ctx.app,
        H.create,
        { body: houseBody(photo, overrides) },
        { token: owner.token, language: 'en' },
      );
    const errorsOf = async (overrides: Partial<HouseBody>) => (await create(overrides)).body.errors;
    expect(await errorsOf({ latitude: 90.5 })).toEqual([
      { path: 'latitude', message: 'The latitude must be between -90 and 90' },
    ]);
    expect(await errorsOf({ longitude: -180.01 })).toEqual([
      { path: 'longitude', message: 'The longitude must be between -180 and 180' },
    ]);
    const year = new Date().getUTCFullYear();
    for (const yearBuilt of [1899, year + 1, 2010.5])
      expect(await errorsOf({ yearBuilt })).toEqual([
        { path: 'yearBuilt', message: 'The year built must be between 1900 and this year' },
      ]);
    expect((await create({ yearBuilt: 1900 })).status).toBe(200);
    expect((await create({ yearBuilt: year })).status).toBe(200);
    expect(await errorsOf({ photos: [] })).toEqual([
      { path: 'photos', message: 'Upload at least one photo of the house' },
    ]);
    expect(await errorsOf({ countryId: 'XX' })).toEqual([
      { path: 'countryId', message: 'This country does not exist' },
    ]);
    const french = await callRoute(
      ctx.app,
      H.create,
      { body: houseBody(photo, { latitude: -91 }) },
      { token: owner.token, language: 'fr' },
    );
    expect(french.status).toBe(400);
    expect(french.body.errors).toEqual([
      { path: 'latitude', message: 'La latitude doit être comprise entre -90 et 90' },
    ]);
  });

  it('answers only the fields a consumer may see on the list, with the country named', async () => {
    const { owner, house } = await producerWithHouse();
    expect(house).toMatchObject({
      name: 'Rumah Walet Ipoh 1',
      countryName: 'Malaysia',
      area: 350.5,
      yearBuilt: 2012,
      harvestCount: 0,
      harvestWeight: '0',
      review: { reviewStatus: 'unreviewed' },
      actions: ['edit', 'delete'],
    });
    const list = await callRoute(
      ctx.app,
      H.list,
      { query: { keyword: 'ipoh', reviewStatus: 'unreviewed' } },
      { token: owner.token },
    );
    expect(list.body.data.list.map((row) => row.id)).toEqual([house.id]);
    const none = await callRoute(
      ctx.app,
      H.list,
      { query: { reviewStatus: 'passed' } },
      { token: owner.token },
    );
    expect(none.body.data.total).toBe(0);
  });
});

describe('bird houses through the review workflow', () => {
  it('unreviewed -> failed -> resubmitted -> passed -> a change waits while the passed version stays', async () => {
    const { owner, photo, house } = await producerWithHouse();
    const reviewer = await admin();
    const asReviewer = await callRoute(
      ctx.app,
      H.get,
      { params: { id: house.id } },
      { token: reviewer.token },
    );
    expect(asReviewer.body.data.actions).toEqual(['approve', 'reject']);

    const rejected = await decide(reviewer.token, house.id, 'reject', 'The licence is unreadable');
    expect(rejected.body.data).toEqual({ status: 'failed' });
    // Harvests wait for a passed house.
    expect((await harvest(owner.token, house.id, {})).status).toBe(409);

    const resubmitted = await callRoute(
      ctx.app,
      H.update,
      { params: { id: house.id }, body: houseBody(photo, { licenceNo: 'MY-PRK-0002' }) },
      { token: owner.token },
    );
    expect(resubmitted.body.data).toMatchObject({
      licenceNo: 'MY-PRK-0002',
      review: { reviewStatus: 'unreviewed' },
    });
    expect((await decide(reviewer.token, house.id, 'approve')).body.data).toEqual({
      status: 'passed',
    });

    const changed = await callRoute(
      ctx.app,
      H.update,
      { params: { id: house.id }, body: houseBody(photo, { name: 'Rumah Walet Ipoh (renamed)' }) },
      { token: owner.token },
    );
    expect(changed.body.data).toMatchObject({
      name: 'Rumah Walet Ipoh 1',
      review: {
        reviewStatus: 'modification_pending',
        pendingChange: expect.objectContaining({ name: 'Rumah Walet Ipoh (renamed)' }),
      },
    });
    // A passed house with a waiting change still records harvests.
    expect((await harvest(owner.token, house.id, {})).status).toBe(200);
    const refused = await decide(reviewer.token, house.id, 'reject', 'Keep the registered name');
    expect(refused.body.data).toEqual({ status: 'modification_failed' });
    const detail = await callRoute(ctx.app, H.get, { params: { id: house.id } }, { token: owner.token });
    expect(detail.body.data.name).toBe('Rumah Walet Ipoh 1');
    expect(detail.body.data.review.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['reject', 'resubmit', 'approve', 'modify']),
    );
  });

  it('a producer cannot decide; a house with harvests cannot be deleted', async () => {
    const { owner, house } = await producerWithPassedHouse();
    expect((await decide(owner.token, house.id, 'approve')).status).toBe(403);
    expect((await harvest(owner.token, house.id, {})).status).toBe(200);
    const removed = await callRoute(ctx.app, H.remove, { params: { id: house.id } }, { token: owner.token });
    expect(removed.status).toBe(409);
  });
});

describe('harvests', () => {
  it('keeps weights to 5 decimals (stored x 1000) and refuses a sixth, a future day and a missing grade', async () => {
    const { owner, house } = await producerWithPassedHouse();
    const added = await harvest(owner.token, house.id, { weight: '0.12345' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ weight: '0.12345', grade: 'premium', gradeName: 'Premium' });
    const [row] = await ctx.db
      .select({ weight: birdHouseHarvests.weight })
      .from(birdHouseHarvests)
      .where(eq(birdHouseHarvests.id, added.body.data.id));
    expect(row!.weight).toBe('123.45000');

    const sixth = await harvest(owner.token, house.id, { weight: '0.123456' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errors).toEqual([{ path: 'weight', message: 'A weight has at most 5 decimals' }]);
    const sixthCn = await callRoute(
      ctx.app,
      H.addHarvest,
      { params: { id: house.id }, body: { harvestDate: '2026-01-15', weight: '1.000001', grade: 'first' } },
      { token: owner.token, language: 'cn' },
    );
    expect(sixthCn.body.errors).toEqual([{ path: 'weight', message: '重量最多保留 5 位小数' }]);
    expect((await harvest(owner.token, house.id, { weight: '-1' })).body.errors).toEqual([
      { path: 'weight', message: expect.any(String) },
    ]);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    expect((await harvest(owner.token, house.id, { harvestDate: tomorrow })).body.errors).toEqual([
      { path: 'harvestDate', message: 'The harvest date cannot be in the future' },
    ]);
    expect(
      (await harvest(owner.token, house.id, { grade: 'best' as never })).body.errors?.map((e) => e.path),
    ).toEqual(['grade']);

    await harvest(owner.token, house.id, { weight: '2', harvestDate: '2026-02-01', grade: 'second' });
    const list = await callRoute(
      ctx.app,
      H.harvests,
      { params: { id: house.id }, query: {} },
      { token: owner.token, language: 'en' },
    );
    expect(list.body.data.list.map((h) => [h.harvestDate, h.weight, h.grade])).toEqual([
      ['2026-02-01', '2', 'second'],
      ['2026-01-15', '0.12345', 'premium'],
    ]);
    const detail = await callRoute(ctx.app, H.get, { params: { id: house.id } }, { token: owner.token });
    expect(detail.body.data).toMatchObject({ harvestCount: 2, harvestWeight: '2.12345' });
    expect(detail.body.data.actions).toContain('harvest');

    const removed = await callRoute(
      ctx.app,
      H.removeHarvest,
      { params: { id: house.id, harvestId: added.body.data.id } },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    const after = await callRoute(
      ctx.app,
      H.harvests,
      { params: { id: house.id }, query: {} },
      { token: owner.token },
    );
    expect(after.body.data.total).toBe(1);
  });
});

describe('tenancy and permissions', () => {
  it("another company's house answers 404 on detail, edit, delete and harvests", async () => {
    const { house } = await producerWithPassedHouse();
    const other = await operableProducer(ctx);
    const token = other.owner.token;
    // The other company's own photo, so only the house decides the answer.
    const photo = await uploadImage(ctx.app, token);
    expect((await callRoute(ctx.app, H.get, { params: { id: house.id } }, { token })).status).toBe(404);
    expect(
      (await callRoute(ctx.app, H.update, { params: { id: house.id }, body: houseBody(photo) }, { token }))
        .status,
    ).toBe(404);
    expect((await callRoute(ctx.app, H.remove, { params: { id: house.id } }, { token })).status).toBe(404);
    expect(
      (await callRoute(ctx.app, H.harvests, { params: { id: house.id }, query: {} }, { token })).status,
    ).toBe(404);
    expect((await harvest(token, house.id, {})).status).toBe(404);
    const list = await callRoute(ctx.app, H.list, { query: {} }, { token });
    expect(list.body.data.list.map((row) => row.id)).not.toContain(house.id);
    const options = await callRoute(ctx.app, H.options, { query: {} }, { token });
    expect(options.body.data.map((o) => o.value)).not.toContain(house.id);
  });

  it('a user without the bird-house permissions gets 403; view alone cannot write', async () => {
    const { house, photo } = await producerWithPassedHouse();
    const corp = await createCompany(ctx.db);
    const nobody = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: corp.id,
      permissions: ['product.batchList.view'],
    });
    expect((await callRoute(ctx.app, H.list, { query: {} }, { token: nobody.token })).status).toBe(403);
    expect(
      (await callRoute(ctx.app, H.get, { params: { id: house.id } }, { token: nobody.token })).status,
    ).toBe(403);
    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: corp.id,
      permissions: ['product.yanHouseList.view'],
    });
    expect((await callRoute(ctx.app, H.list, { query: {} }, { token: viewer.token })).status).toBe(200);
    expect(
      (await callRoute(ctx.app, H.create, { body: houseBody(photo) }, { token: viewer.token })).status,
    ).toBe(403);
    expect((await harvest(viewer.token, house.id, {})).status).toBe(403);
  });
});

describe('house -> raw-material batch -> scan page', () => {
  it('a raw-material batch names a passed house of its company only; other kinds name none', async () => {
    const { owner, product, house } = await producerWithPassedHouse();
    const raw = await createBatch(ctx.app, owner.token, product.id, {
      kind: 'raw_material',
      houseId: house.id,
    });
    expect((raw as unknown as { house: unknown }).house).toEqual({ id: house.id, name: house.name });

    const deep = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      {
        body: {
          batchNo: `D-${Date.now()}`,
          productId: product.id,
          productionDate: new Date().toISOString(),
          kind: 'deep',
          houseId: house.id,
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(deep.body.errors).toEqual([
      { path: 'houseId', message: 'Only raw-material batches can name a bird house' },
    ]);

    const other = await producerWithPassedHouse({ name: 'Other house' });
    const foreign = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      {
        body: {
          batchNo: `R-${Date.now()}`,
          productId: product.id,
          productionDate: new Date().toISOString(),
          kind: 'raw_material',
          houseId: other.house.id,
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(foreign.body.errors).toEqual([
      { path: 'houseId', message: 'This house does not exist or has not passed review' },
    ]);
    const ownUnreviewed = await producerWithHouse();
    const notPassed = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      {
        body: {
          batchNo: `U-${Date.now()}`,
          productId: ownUnreviewed.product.id,
          productionDate: new Date().toISOString(),
          kind: 'raw_material',
          houseId: ownUnreviewed.house.id,
        },
      },
      { token: ownUnreviewed.owner.token, language: 'en' },
    );
    expect(notPassed.body.errors).toEqual([
      { path: 'houseId', message: 'This house does not exist or has not passed review' },
    ]);
  });

  it('the scan page shows the house of a raw-material label, and through a deep batch the houses it used', async () => {
    const { owner, product, house, corp } = await producerWithPassedHouse();
    await setUsageLimit(ctx, corp.id, 1000);
    const raw = await createBatch(ctx.app, owner.token, product.id, {
      kind: 'raw_material',
      houseId: house.id,
    });
    const codes = await giveLabels(ctx, corp.id, 2);
    const bound = await bindRange(ctx.app, owner.token, raw.id, codes[0]!, codes[1]!, { weight: '50' });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    clearScanContentCache();

    const rawScan = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: codes[0]! } });
    expect(rawScan.body.data.result).toBe('valid');
    expect(rawScan.body.data.birdHouses).toEqual([
      {
        id: house.id,
        name: house.name,
        countryName: expect.any(String),
        province: 'Perak',
        city: 'Ipoh',
        yearBuilt: 2012,
        photo: expect.stringMatching(new RegExp(`^/scan/labels/${codes[0]}/files/`)),
      },
    ]);
    // Only public fields.
    expect(Object.keys(rawScan.body.data.birdHouses![0]!)).not.toContain('licenceNo');

    const deep = await createBatch(ctx.app, owner.token, product.id, { kind: 'deep' });
    const used = await callRoute(
      ctx.app,
      ROUTES.batches.useRawMaterial,
      { params: { id: deep.id }, body: { items: [{ excode: codes[0]!, useWeight: '10' }] } },
      { token: owner.token },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const deepCodes = await giveLabels(ctx, corp.id, 1);
    const deepBound = await bindRange(ctx.app, owner.token, deep.id, deepCodes[0]!, deepCodes[0]!);
    expect(deepBound.status, JSON.stringify(deepBound.body)).toBe(200);
    clearScanContentCache();
    const deepScan = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: deepCodes[0]! } });
    expect(deepScan.body.data.birdHouses?.map((h) => h.id)).toEqual([house.id]);

    // Once the raw-material batch names no house, the deep batch's label shows none.
    await ctx.db.update(batches).set({ houseId: null }).where(eq(batches.id, raw.id));
    clearScanContentCache();
    const gone = await scanRoute(ctx.app, ROUTES.scan.lookup, { params: { excode: deepCodes[0]! } });
    expect(gone.body.data.birdHouses).toEqual([]);
  });
});

describe('bird-house output report', () => {
  it('reads harvests per month, company and house', async () => {
    const { owner, house, corp } = await producerWithPassedHouse();
    await harvest(owner.token, house.id, { harvestDate: '2025-03-02', weight: '100.5' });
    await harvest(owner.token, house.id, { harvestDate: '2025-03-20', weight: '0.00001' });
    await harvest(owner.token, house.id, { harvestDate: '2025-04-01', weight: '7' });
    const report = await callRoute(
      ctx.app,
      ROUTES.statReports.birdHouseOutput.table,
      { query: { from: '2025-03-01', to: '2025-04-30', corpId: corp.id } },
      { token: owner.token, language: 'en' },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const rows = report.body.data.list.map((row) => [
      row.month,
      row.keys.house?.name,
      row.figures.harvests,
      row.figures.weight,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['2025-03', house.name, 2, 100.50001],
        ['2025-04', house.name, 1, 7],
      ]),
    );
  });
});
