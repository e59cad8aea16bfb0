import { type GinsengFarmBody, ROUTES, translate } from '@trace/contracts';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { clearScanContentCache } from '../src/modules/scan/public';
import { bindRange, createBatch, giveLabels, operableProducer } from './batch-helpers';
import { callRoute, callRouteUnchecked, signedInUser, statusOf, useTestApp } from './helpers';
import { scanRoute } from './scan-helpers';

const ctx = useTestApp({ PLATFORM: 'xys' });
const G = ROUTES.ginseng;
const thisYear = new Date().getUTCFullYear();

const farmBody = (extra: Partial<GinsengFarmBody> = {}): GinsengFarmBody => ({
  name: 'Changbai Ginseng Farm',
  region: 'CN-JL',
  city: 'Baishan',
  address: 'Fusong county',
  latitude: 42.33,
  longitude: 127.28,
  area: 10.5,
  remark: null,
  ...extra,
});

async function producer() {
  const corp = await createCompany(ctx.db, {});
  const owner = await signedInUser(ctx.app, ctx.db, { userType: 'producer', corpId: corp.id });
  return { corp, token: owner.token };
}

async function farmOf(token: string, extra: Partial<GinsengFarmBody> = {}) {
  const res = await callRoute(ctx.app, G.farms.create, { body: farmBody(extra) }, { token, language: 'en' });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: '200' });
  return res.body.data;
}

async function plotOf(token: string, farmId: string, area = 4, plantingYear = thisYear - 3) {
  const res = await callRoute(
    ctx.app,
    G.createPlot,
    { params: { id: farmId }, body: { name: `P-${area}`, area, plantingYear, shadeType: 'shadeCloth' } },
    { token, language: 'en' },
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: '200' });
  return res.body.data;
}

describe('ginseng farms', () => {
  it('adds, shows, searches, edits and deletes a farm of the caller’s company', async () => {
    const { corp, token } = await producer();
    const farm = await farmOf(token);
    expect(farm).toMatchObject({
      corpId: corp.id,
      name: 'Changbai Ginseng Farm',
      region: 'CN-JL',
      regionName: 'Jilin',
      city: 'Baishan',
      latitude: 42.33,
      longitude: 127.28,
      area: 10.5,
      plottedArea: 0,
      plotCount: 0,
    });
    await plotOf(token, farm.id, 2.25);

    const list = await callRoute(ctx.app, G.farms.list, { query: { keyword: 'changbai' } }, { token });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: farm.id, plotCount: 1, plottedArea: 2.25 }),
    ]);
    const none = await callRoute(ctx.app, G.farms.list, { query: { keyword: 'nowhere' } }, { token });
    expect(none.body.data.total).toBe(0);

    const edited = await callRoute(
      ctx.app,
      G.farms.update,
      {
        params: { id: farm.id },
        body: farmBody({ name: 'Fusong Farm', region: 'us', city: 'Wausau', area: 3 }),
      },
      { token, language: 'fr' },
    );
    expect(edited.body.data).toMatchObject({
      name: 'Fusong Farm',
      region: 'US',
      regionName: 'États-Unis',
      area: 3,
    });

    const detail = await callRoute(ctx.app, G.farms.get, { params: { id: farm.id } }, { token });
    expect(detail.body.data).toMatchObject({ id: farm.id, plotCount: 1 });

    expect(await statusOf(ctx.app, G.farms.remove, { params: { id: farm.id } }, { token })).toBe(200);
    expect(await statusOf(ctx.app, G.farms.get, { params: { id: farm.id } }, { token })).toBe(404);
  });

  it('refuses bad farms with a message on the field', async () => {
    const { token } = await producer();
    const refused = async (body: Record<string, unknown>) => {
      const res = await callRouteUnchecked(
        ctx.app,
        G.farms.create,
        { body: { ...farmBody(), ...body } },
        { token, language: 'en' },
      );
      expect(res.status).toBe(400);
      return res.body.errors;
    };
    const areaMessage = translate('ginseng.areaInvalid', 'en');
    expect(await refused({ area: 0 })).toEqual([{ path: 'area', message: areaMessage }]);
    expect(await refused({ area: -2 })).toEqual([{ path: 'area', message: areaMessage }]);
    expect(await refused({ area: 1.234 })).toEqual([{ path: 'area', message: areaMessage }]);
    expect(await refused({ area: '5' })).toEqual([{ path: 'area', message: areaMessage }]);
    expect(await refused({ region: 'XX-QQ' })).toEqual([
      { path: 'region', message: translate('ginseng.regionUnknown', 'en') },
    ]);
    expect(await refused({ city: ' ' })).toEqual([
      { path: 'city', message: translate('ginseng.cityRequired', 'en') },
    ]);
    expect(await refused({ latitude: 91 })).toEqual([
      { path: 'latitude', message: translate('ginseng.latitudeRange', 'en') },
    ]);
    expect(await refused({ latitude: 40, longitude: null })).toEqual([
      { path: 'longitude', message: translate('ginseng.coordinatesPair', 'en') },
    ]);
  });
});

describe('ginseng plots', () => {
  it('keeps the plots within the farm’s area, and the farm above its plots', async () => {
    const { token } = await producer();
    const farm = await farmOf(token, { area: 10 });
    const first = await plotOf(token, farm.id, 6);
    expect(first).toMatchObject({ area: 6, rootAge: 3, harvestYear: null, shadeType: 'shadeCloth' });

    const tooBig = await callRoute(
      ctx.app,
      G.createPlot,
      { params: { id: farm.id }, body: { name: 'B', area: 4.01, plantingYear: thisYear } },
      { token, language: 'en' },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual([
      { path: 'area', message: 'The plots together cannot exceed the farm: 4.00 ha are left to assign' },
    ]);
    const second = await plotOf(token, farm.id, 4);
    expect(second.rootAge).toBe(3);

    // Growing one plot past what is left is refused; changing it within its own share is fine.
    const grown = await callRoute(
      ctx.app,
      G.updatePlot,
      { params: { id: first.id }, body: { name: 'A', area: 6.5, plantingYear: thisYear - 1 } },
      { token, language: 'en' },
    );
    expect(grown.status).toBe(400);
    const renamed = await callRoute(
      ctx.app,
      G.updatePlot,
      {
        params: { id: first.id },
        body: { name: 'A', area: 5.5, plantingYear: thisYear - 1, soilType: 'loam' },
      },
      { token, language: 'en' },
    );
    expect(renamed.body.data).toMatchObject({
      name: 'A',
      area: 5.5,
      rootAge: 1,
      soilType: 'loam',
      shadeType: null,
    });

    const shrunk = await callRoute(
      ctx.app,
      G.farms.update,
      { params: { id: farm.id }, body: farmBody({ area: 9 }) },
      { token, language: 'en' },
    );
    expect(shrunk.status).toBe(400);
    expect(shrunk.body.errors).toEqual([
      { path: 'area', message: translate('ginseng.farmAreaBelowPlots', 'en', { used: '9.50' }) },
    ]);

    const plots = await callRoute(ctx.app, G.plots, { params: { id: farm.id } }, { token });
    expect(plots.body.data.map((plot) => plot.area)).toEqual([5.5, 4]);
    const options = await callRoute(ctx.app, G.plotOptions, { query: {} }, { token });
    expect(options.body.data.map((option) => option.farmName)).toEqual([farm.name, farm.name]);

    expect(await statusOf(ctx.app, G.removePlot, { params: { id: second.id } }, { token })).toBe(200);
  });

  it('refuses planting years outside 1900..this year and unknown soil or shade types', async () => {
    const { token } = await producer();
    const farm = await farmOf(token);
    const refused = async (body: Record<string, unknown>) => {
      const res = await callRouteUnchecked(
        ctx.app,
        G.createPlot,
        { params: { id: farm.id }, body: { name: 'P', area: 1, plantingYear: 2020, ...body } },
        { token, language: 'en' },
      );
      expect(res.status).toBe(400);
      return res.body.errors?.[0]?.path;
    };
    expect(await refused({ plantingYear: 1899 })).toBe('plantingYear');
    expect(await refused({ plantingYear: thisYear + 1 })).toBe('plantingYear');
    expect(await refused({ plantingYear: 2020.5 })).toBe('plantingYear');
    expect(await refused({ soilType: 'sand' })).toBe('soilType');
    expect(await refused({ shadeType: 'sun' })).toBe('shadeType');
    expect(await refused({ area: 0 })).toBe('area');
    expect(await refused({ name: '' })).toBe('name');
  });
});

describe('cultivation records', () => {
  it('adds and deletes records; dates in the future, before planting and unknown activities are refused', async () => {
    const { token } = await producer();
    const farm = await farmOf(token);
    const plot = await plotOf(token, farm.id, 2, thisYear - 4);
    const add = (body: Record<string, unknown>) =>
      callRouteUnchecked(
        ctx.app,
        G.createRecord,
        {
          params: { id: plot.id },
          body: {
            date: `${thisYear - 4}-05-02`,
            activity: 'sowing',
            description: 'Stratified seed',
            operator: 'Li',
            ...body,
          },
        },
        { token, language: 'en' },
      );
    const sown = await add({ inputs: 'Seed 30 kg' });
    expect(sown.body.data).toMatchObject({ activity: 'sowing', inputs: 'Seed 30 kg', operator: 'Li' });

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await add({ date: tomorrow })).body.errors).toEqual([
      { path: 'date', message: translate('ginseng.dateInFuture', 'en') },
    ]);
    expect((await add({ date: `${thisYear - 5}-12-31` })).body.errors).toEqual([
      { path: 'date', message: translate('ginseng.dateBeforePlanting', 'en', { year: thisYear - 4 }) },
    ]);
    expect((await add({ activity: 'dancing' })).body.errors?.[0]?.path).toBe('activity');
    expect((await add({ description: 'x'.repeat(201) })).body.errors?.[0]?.path).toBe('description');
    expect((await add({ operator: '' })).body.errors?.[0]?.path).toBe('operator');
    expect((await add({ date: 'yesterday' })).status).toBe(400);

    // A harvest stops the roots' age at its year.
    await add({ date: `${thisYear - 1}-09-20`, activity: 'harvest', description: 'Dug by hand' });
    const [shown] = (await callRoute(ctx.app, G.plots, { params: { id: farm.id } }, { token })).body.data;
    expect(shown).toMatchObject({ harvestYear: thisYear - 1, rootAge: 3, recordCount: 2 });

    const records = await callRoute(ctx.app, G.records, { params: { id: plot.id } }, { token });
    expect(records.body.data.map((record) => record.activity)).toEqual(['harvest', 'sowing']);
    expect(await statusOf(ctx.app, G.removeRecord, { params: { id: sown.body.data.id } }, { token })).toBe(
      200,
    );
    const left = await callRoute(ctx.app, G.records, { params: { id: plot.id } }, { token });
    expect(left.body.data).toHaveLength(1);
  });
});

describe('tenancy and permissions', () => {
  it('answers 404 for another company’s farm, plot and record', async () => {
    const a = await producer();
    const b = await producer();
    const farm = await farmOf(a.token);
    const plot = await plotOf(a.token, farm.id, 1);
    const record = await callRoute(
      ctx.app,
      G.createRecord,
      {
        params: { id: plot.id },
        body: {
          date: `${thisYear}-01-01`,
          activity: 'weeding',
          description: 'Hand weeding',
          operator: 'Wang',
        },
      },
      { token: a.token },
    );
    const token = b.token;
    expect(await statusOf(ctx.app, G.farms.get, { params: { id: farm.id } }, { token })).toBe(404);
    expect(
      await statusOf(ctx.app, G.farms.update, { params: { id: farm.id }, body: farmBody() }, { token }),
    ).toBe(404);
    expect(await statusOf(ctx.app, G.farms.remove, { params: { id: farm.id } }, { token })).toBe(404);
    expect(await statusOf(ctx.app, G.plots, { params: { id: farm.id } }, { token })).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        G.createPlot,
        { params: { id: farm.id }, body: { name: 'X', area: 1, plantingYear: 2020 } },
        { token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        G.updatePlot,
        { params: { id: plot.id }, body: { name: 'X', area: 1, plantingYear: 2020 } },
        { token },
      ),
    ).toBe(404);
    expect(await statusOf(ctx.app, G.removePlot, { params: { id: plot.id } }, { token })).toBe(404);
    expect(await statusOf(ctx.app, G.records, { params: { id: plot.id } }, { token })).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        G.createRecord,
        {
          params: { id: plot.id },
          body: { date: `${thisYear}-01-01`, activity: 'other', description: 'x', operator: 'y' },
        },
        { token },
      ),
    ).toBe(404);
    expect(await statusOf(ctx.app, G.removeRecord, { params: { id: record.body.data.id } }, { token })).toBe(
      404,
    );
    const list = await callRoute(ctx.app, G.farms.list, { query: {} }, { token });
    expect(list.body.data.list.map((item) => item.id)).not.toContain(farm.id);
    const options = await callRoute(ctx.app, G.plotOptions, { query: {} }, { token });
    expect(options.body.data).toEqual([]);

    // The administrator sees every company's farms.
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    expect(await statusOf(ctx.app, G.farms.get, { params: { id: farm.id } }, { token: admin.token })).toBe(
      200,
    );
  });

  it('answers 403 without the ginseng permissions and 401 without a session', async () => {
    const { token: owner } = await producer();
    const farm = await farmOf(owner);
    const certBody = await signedInUser(ctx.app, ctx.db, { userType: 'cert_body' });
    const token = certBody.token;
    expect(await statusOf(ctx.app, G.farms.list, { query: {} }, { token })).toBe(403);
    expect(await statusOf(ctx.app, G.farms.get, { params: { id: farm.id } }, { token })).toBe(403);
    expect(await statusOf(ctx.app, G.farms.create, { body: farmBody() }, { token })).toBe(403);
    expect(await statusOf(ctx.app, G.plots, { params: { id: farm.id } }, { token })).toBe(403);
    expect(await statusOf(ctx.app, G.plotOptions, { query: {} }, { token })).toBe(403);
    expect(await statusOf(ctx.app, G.farms.list, { query: {} })).toBe(401);
  });
});

describe('plot → batch → scan page', () => {
  it('a batch names a plot of its own company only, and its labels’ scan page shows farm, plot and records', async () => {
    const { corp, owner, product } = await operableProducer(ctx);
    const other = await producer();
    const foreignFarm = await farmOf(other.token);
    const foreignPlot = await plotOf(other.token, foreignFarm.id, 1);

    const refused = await callRoute(
      ctx.app,
      ROUTES.batches.main.create,
      {
        body: {
          batchNo: `G-${Date.now()}`,
          productId: product.id,
          productionDate: new Date().toISOString(),
          ginsengPlotId: foreignPlot.id,
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'ginsengPlotId', message: translate('ginseng.plotUnknown', 'en') },
    ]);

    const farm = await farmOf(owner.token, { name: 'Wendeng Farm', region: 'CN-SD', city: 'Weihai' });
    const plot = await plotOf(owner.token, farm.id, 3.5, thisYear - 4);
    await callRoute(
      ctx.app,
      G.createRecord,
      {
        params: { id: plot.id },
        body: {
          date: `${thisYear - 2}-06-10`,
          activity: 'fertilising',
          description: 'Organic compost',
          operator: 'Zhao',
        },
      },
      { token: owner.token },
    );
    const batch = await createBatch(ctx.app, owner.token, product.id, { ginsengPlotId: plot.id });
    expect(batch).toMatchObject({
      ginsengPlot: { id: plot.id, name: plot.name, farmId: farm.id, farmName: 'Wendeng Farm' },
    });

    // A farm whose plot a batch names is not deleted, nor is the plot.
    const inUse = await callRoute(
      ctx.app,
      G.farms.remove,
      { params: { id: farm.id } },
      { token: owner.token, language: 'en' },
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe(translate('ginseng.farmInUse', 'en'));
    expect(await statusOf(ctx.app, G.removePlot, { params: { id: plot.id } }, { token: owner.token })).toBe(
      409,
    );

    const [excode] = await giveLabels(ctx, corp.id, 1);
    const bound = await bindRange(ctx.app, owner.token, batch.id, excode!, excode!);
    expect(bound.body, JSON.stringify(bound.body)).toMatchObject({ code: '200' });

    clearScanContentCache();
    const scanned = await scanRoute(
      ctx.app,
      ROUTES.scan.lookup,
      { params: { excode: excode! } },
      { language: 'en' },
    );
    expect(scanned.status).toBe(200);
    expect(scanned.body.data.ginseng).toEqual({
      farm: { name: 'Wendeng Farm', region: 'CN-SD', regionName: 'Shandong', city: 'Weihai' },
      plot: { name: plot.name, area: 3.5, plantingYear: thisYear - 4, rootAge: 4 },
      records: [
        {
          date: `${thisYear - 2}-06-10`,
          activity: 'fertilising',
          activityName: 'Fertilising',
          description: 'Organic compost',
        },
      ],
    });
  });
});
