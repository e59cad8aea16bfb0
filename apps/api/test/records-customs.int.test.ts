import { ROUTES } from '@trace/contracts';
import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { approvedRecordsOfBatch } from '../src/modules/records/public';
import { auditTrail, type BodyOf, callRoute, rawCall, signedInUser, statusOf, useTestApp } from './helpers';
import { customsBody, daysFromNow, decide, producerWithBatch } from './records-helpers';

const ctx = useTestApp();
const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

describe('customs clearance: the certificate rules', () => {
  it('a kind whose verify flag is on is required, in the request language', async () => {
    const { user, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    // The port is left out on purpose (null), which the body's type does not allow.
    const post = (payload: unknown, language: 'en' | 'cn' | 'fr') =>
      rawCall(ctx.app, { method: 'POST', url: '/customs-infos', token: user.token, language, payload });
    const base = customsBody(batch.id, image);
    const certificates: Record<string, unknown>[] = base.certificates.map((entry) => ({ ...entry }));
    // Kind 1: nothing given. Kind 2: a photo but no number. Kind 3: a number but no photo.
    certificates[0] = {
      ...certificates[0]!,
      num: null,
      images: [],
      startTime: null,
      endTime: null,
    };
    certificates[1] = { ...certificates[1]!, num: null };
    certificates[2] = { ...certificates[2]!, images: [] };
    const payload = { ...base, port: null, certificates };

    const en = await post(payload, 'en');
    expect(en.status).toBe(400);
    // Every rule is reported at once: a missing port does not hide the certificates' problems.
    expect(en.body.errors).toEqual([
      { path: 'port', message: 'Please select entry port' },
      { path: 'certificates.0', message: 'Please upload certificate info' },
      { path: 'certificates.1.num', message: 'Enter certificate number' },
      { path: 'certificates.2.images', message: 'Upload certificate photo' },
    ]);
    const enCertificates = await post({ ...payload, port: 'CNXMN' }, 'en');
    expect(enCertificates.body.errors).toEqual([
      { path: 'certificates.0', message: 'Please upload certificate info' },
      { path: 'certificates.1.num', message: 'Enter certificate number' },
      { path: 'certificates.2.images', message: 'Upload certificate photo' },
    ]);
    const cn = await post({ ...payload, port: 'CNXMN' }, 'cn');
    expect(cn.body.errors).toEqual([
      { path: 'certificates.0', message: '请上传证书信息' },
      { path: 'certificates.1.num', message: '请输入证书编号' },
      { path: 'certificates.2.images', message: '请上传证书照片' },
    ]);
    const noPort = await post({ ...base, port: '' }, 'cn');
    expect(noPort.body.errors).toEqual([{ path: 'port', message: '请选择入境口岸' }]);
    const unknownPort = await post({ ...base, port: 'XXNOPE' }, 'en');
    expect(unknownPort.body.errors).toEqual([
      { path: 'port', message: 'This entry port is not in the port dictionary' },
    ]);
  });

  it('verify flags default to on for kinds 1-10 and off for 11-12; switching one off makes it optional', async () => {
    const { user, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const post = (certificates: BodyOf<typeof ROUTES.records.customsInfos.create>['certificates']) =>
      callRoute(
        ctx.app,
        ROUTES.records.customsInfos.create,
        { body: { ...customsBody(batch.id, image), certificates } },
        { token: user.token, language: 'en' },
      );
    const empty = { num: null, startTime: null, endTime: null, file: null, images: [] };
    const kind5 = await post([{ batchCustomsType: 5, ...empty }]);
    expect(kind5.body.errors).toEqual([
      { path: 'certificates.0', message: 'Please upload certificate info' },
    ]);
    const kind11 = await post([{ batchCustomsType: 11, ...empty }]);
    // Kind 11 is optional, but a record needs at least one certificate.
    expect(kind11.body.errors).toEqual([{ path: 'certificates', message: 'Please upload certificate info' }]);
    const repeated = await post([
      { batchCustomsType: 11, ...empty, num: 'H-1' },
      { batchCustomsType: 11, ...empty, num: 'H-2' },
    ]);
    expect(repeated.body.errors).toEqual([
      { path: 'certificates.1.batchCustomsType', message: 'Each kind of certificate may be given only once' },
    ]);

    const saved = await post([
      { batchCustomsType: 1, ...empty, verify: false },
      { batchCustomsType: 11, ...empty, num: 'HEALTH-1', startTime: daysFromNow(-1) },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.certificates).toEqual([
      expect.objectContaining({
        batchCustomsType: 1,
        verify: false,
        validity: 'missing',
        kindName: 'Import declaration',
      }),
      expect.objectContaining({
        batchCustomsType: 11,
        verify: false,
        num: 'HEALTH-1',
        validity: 'effective',
      }),
    ]);
    expect(saved.body.data).toMatchObject({ port: 'CNXMN', portName: 'Xiamen', batchNo: batch.batchNo });
  });

  it('dates follow section 5: a start is needed, the end comes after it, the expiry is later than now', async () => {
    const { user, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const withFirst = (
      first: Partial<BodyOf<typeof ROUTES.records.customsInfos.create>['certificates'][number]>,
    ) => {
      const body = customsBody(batch.id, image);
      body.certificates[0] = { ...body.certificates[0]!, ...first };
      return body;
    };
    const post = (payload: BodyOf<typeof ROUTES.records.customsInfos.create>, language: 'en' | 'cn' | 'fr') =>
      callRoute(
        ctx.app,
        ROUTES.records.customsInfos.create,
        { body: payload },
        { token: user.token, language },
      );
    const noStart = await post(withFirst({ startTime: null }), 'en');
    expect(noStart.body.errors).toEqual([
      { path: 'certificates.0.startTime', message: 'Choose the start time' },
    ]);
    const endFirst = await post(withFirst({ startTime: daysFromNow(10), endTime: daysFromNow(5) }), 'en');
    expect(endFirst.body.errors).toEqual([
      { path: 'certificates.0.endTime', message: 'End Time Must be Greater Than Start Time' },
    ]);
    const endFirstFr = await post(withFirst({ startTime: daysFromNow(10), endTime: daysFromNow(5) }), 'fr');
    expect(endFirstFr.body.errors).toEqual([
      { path: 'certificates.0.endTime', message: 'La date de fin doit être postérieure à la date de début' },
    ]);
    const expired = await post(withFirst({ startTime: daysFromNow(-100), endTime: daysFromNow(-1) }), 'cn');
    expect(expired.body.errors).toEqual([
      { path: 'certificates.0.endTime', message: '到期时间必须晚于当前时间' },
    ]);
    // No end date: a certificate without expiry is fine.
    const open = await post(withFirst({ endTime: null }), 'en');
    expect(open.status).toBe(200);
  });
});

describe('customs clearance through review', () => {
  it('one record per batch; changes wait while the approved certificates stay visible', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const importer = await createCompany(ctx.db, { kind: 'importer', name: `Importer ${Date.now()}` });
    const reviewer = await admin();
    const created = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.create,
      { body: customsBody(batch.id, image, { importCorpId: importer.id, importCorpName: 'typed name' }) },
      { token: user.token },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.importCorpName).toBe(importer.name);
    const twice = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.create,
      { body: customsBody(batch.id, image) },
      { token: user.token, language: 'en' },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      {
        path: 'batchId',
        message: 'This batch already has customs clearance information; edit that record instead',
      },
    ]);
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).customs).toBeNull();

    await decide(ctx.app, reviewer.token, ROUTES.records.customsInfos, id, 'approve');
    let visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'en');
    expect(visible.customs).toMatchObject({ id, portName: 'Xiamen', importCorpName: importer.name });
    expect(visible.customs?.certificates).toHaveLength(10);

    // The change (new port, kind 1 renumbered) waits; the batch keeps its approved customs.
    const { batchId: _, ...change } = customsBody(batch.id, image, { port: 'CNSHA' });
    change.certificates[0]!.num = 'CHANGED-1';
    const modified = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.update,
      { params: { id }, body: change },
      { token: user.token },
    );
    expect(modified.body.data.review.reviewStatus).toBe('modification_pending');
    expect(modified.body.data.port).toBe('CNXMN');
    expect(modified.body.data.review.pendingChange).toMatchObject({ port: 'CNSHA' });
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.customs?.certificates[0]?.num).toBe('CERT-1');
    await decide(ctx.app, reviewer.token, ROUTES.records.customsInfos, id, 'approve');
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'cn');
    expect(visible.customs).toMatchObject({ port: 'CNSHA', portName: '上海' });
    expect(visible.customs?.certificates[0]).toMatchObject({ num: 'CHANGED-1', kindName: '进口报关单' });
    expect(visible.customs?.importTime).toMatch(/Z$/);

    // A change cannot move the record to another batch: the update body has no batch.
    const byBatch = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.byBatch,
      { params: { batchId: batch.id } },
      { token: user.token },
    );
    expect(byBatch.body.data.id).toBe(id);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.records.customsInfos.byBatch,
        { params: { batchId: batch.id } },
        { token: stranger.user.token },
      ),
    ).toBe(404);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.records.customsInfos.get,
        { params: { id } },
        { token: stranger.user.token },
      ),
    ).toBe(404);
    const strangerList = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.list,
      {},
      { token: stranger.user.token },
    );
    expect(strangerList.body.data.total).toBe(0);
    // A company cannot file customs for another company's batch.
    const foreign = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.create,
      { body: customsBody(batch.id, stranger.image) },
      { token: stranger.user.token, language: 'en' },
    );
    expect(foreign.body.errors).toEqual([
      { path: 'batchId', message: 'The batch does not exist or is not your company’s' },
    ]);
    const reviewerList = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.list,
      { query: { batchId: batch.id } },
      { token: reviewer.token },
    );
    expect(reviewerList.body.data.list.map((c) => c.id)).toEqual([id]);
  });

  it('a refused change keeps the approved certificates', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const created = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.create,
      { body: customsBody(batch.id, image) },
      { token: user.token },
    );
    const id = created.body.data.id;
    await decide(ctx.app, reviewer.token, ROUTES.records.customsInfos, id, 'approve');
    const { batchId: _, ...change } = customsBody(batch.id, image, { name: 'Something else' });
    await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.update,
      { params: { id }, body: change },
      { token: user.token },
    );
    const refused = await decide(
      ctx.app,
      reviewer.token,
      ROUTES.records.customsInfos,
      id,
      'reject',
      'Keep the declared name',
    );
    expect(refused.body.data.status).toBe('modification_failed');
    const visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.customs?.name).toBe("Edible bird's nest");
  });
});

const entry = (operator: string, overrides: Record<string, unknown> = {}) => ({
  date: daysFromNow(-20),
  operator,
  description: 'Done by hand',
  inputs: [{ name: 'Organic fertiliser', quantity: '12.5', unit: 'kg' }],
  images: [],
  ...overrides,
});

describe('whole-chain records', () => {
  it('keep only the stages of their line, in production order, and show approved versions', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const post = (payload: BodyOf<typeof ROUTES.records.wholeChain.create>, language: 'en' | 'cn' = 'en') =>
      callRoute(
        ctx.app,
        ROUTES.records.wholeChain.create,
        { body: payload },
        { token: user.token, language },
      );
    const main = {
      batchId: batch.id,
      lineType: 'planting' as const,
      producer: 'Green Farm',
      place: 'Xiamen',
      description: null,
    };
    const wrongStage = await post({ ...main, stages: { feed: [entry('Li')] } });
    expect(wrongStage.body.errors).toEqual([
      { path: 'stages.feed', message: 'This stage does not belong to the chosen production line' },
    ]);
    const badQuantity = await post({
      ...main,
      stages: { plant: [entry('Li', { inputs: [{ name: 'Seeds', quantity: '-3', unit: null }] })] },
    });
    expect(badQuantity.body.errors).toEqual([
      {
        path: 'stages.plant.0.inputs.0.quantity',
        message: 'The quantity must be a number of at least 0 (at most 5 decimals)',
      },
    ]);
    const future = await post(
      { ...main, stages: { harvest: [entry('Li', { date: daysFromNow(3) })] } },
      'cn',
    );
    expect(future.body.errors).toEqual([{ path: 'stages.harvest.0.date', message: '日期不能晚于今天' }]);

    const created = await post({
      ...main,
      stages: { harvest: [entry('Wang', { images: [image] })], plant: [entry('Li')], weeding: [] },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.stages.map((s) => s.stage)).toEqual([
      'plant',
      'fertilization',
      'plantProtection',
      'weeding',
      'irrigation',
      'harvest',
      'harvestAdd',
      'plantProduction',
    ]);
    const twice = await post({ ...main, stages: {} });
    expect(twice.body.errors).toEqual([
      { path: 'batchId', message: 'This batch already has a whole-chain record; edit that record instead' },
    ]);
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).wholeChain).toBeNull();
    await decide(ctx.app, reviewer.token, ROUTES.records.wholeChain, created.body.data.id, 'approve');
    const visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'en');
    expect(visible.wholeChain).toMatchObject({ producer: 'Green Farm', lineType: 'planting' });
    expect(visible.wholeChain?.stages.map((s) => [s.stage, s.name, s.entries.length])).toEqual([
      ['plant', 'Planting', 1],
      ['harvest', 'Harvest', 1],
    ]);
    expect(visible.wholeChain?.stages[0]?.entries[0]?.inputs).toEqual([
      { name: 'Organic fertiliser', quantity: '12.5', unit: 'kg' },
    ]);

    // Switching the line through review: the approved planting record stays until the change is approved.
    const switched = await callRoute(
      ctx.app,
      ROUTES.records.wholeChain.update,
      {
        params: { id: created.body.data.id },
        body: {
          lineType: 'breeding',
          producer: 'Green Farm',
          place: 'Xiamen',
          stages: { such: [entry('Zhao')] },
        },
      },
      { token: user.token },
    );
    expect(switched.body.data).toMatchObject({
      lineType: 'planting',
      review: { reviewStatus: 'modification_pending' },
    });
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).wholeChain?.lineType).toBe(
      'planting',
    );
    await decide(ctx.app, reviewer.token, ROUTES.records.wholeChain, created.body.data.id, 'approve');
    const breeding = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'fr');
    expect(breeding.wholeChain?.stages.map((s) => [s.stage, s.name])).toEqual([['such', "Sortie d'élevage"]]);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    expect(
      await statusOf(
        ctx.app,
        ROUTES.records.wholeChain.get,
        { params: { id: created.body.data.id } },
        { token: stranger.user.token },
      ),
    ).toBe(404);
    const strangerList = await callRoute(
      ctx.app,
      ROUTES.records.wholeChain.list,
      {},
      { token: stranger.user.token },
    );
    expect(strangerList.body.data.total).toBe(0);
  });
});

describe('the product name logistics shows for a batch', () => {
  it('is set and cleared by the owner, audited, and invisible to other companies', async () => {
    const { user, product, batch } = await producerWithBatch(ctx.app, ctx.db);
    const list = await callRoute(ctx.app, ROUTES.records.batchLogistics.list, {}, { token: user.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.every((row) => row.displayName === product.productName)).toBe(true);
    const set = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.replaceProductName,
      { params: { id: batch.id }, body: { replaceProductName: 'Premium nest' } },
      { token: user.token },
    );
    expect(set.body.data).toMatchObject({
      replaceProductName: 'Premium nest',
      displayName: 'Premium nest',
      productName: product.productName,
      actions: ['editReplaceName'],
    });
    const replaced = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.list,
      { query: { replaced: 'yes' } },
      { token: user.token },
    );
    expect(replaced.body.data.list.map((row) => row.id)).toEqual([batch.id]);
    const tooLong = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.replaceProductName,
      { params: { id: batch.id }, body: { replaceProductName: 'x'.repeat(21) } },
      { token: user.token, language: 'en' },
    );
    expect(tooLong.status).toBe(400);
    const cleared = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.replaceProductName,
      { params: { id: batch.id }, body: { replaceProductName: null } },
      { token: user.token },
    );
    expect(cleared.body.data.displayName).toBe(product.productName);
    const trail = await auditTrail(ctx.db, 'batch', batch.id);
    expect(trail.map((row) => [row.action, row.after])).toEqual([
      ['replaceProductName', { replaceProductName: 'Premium nest' }],
      ['replaceProductName', { replaceProductName: null }],
    ]);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    const asStranger = { token: stranger.user.token };
    for (const [name, request] of [
      [
        'logistics',
        () => callRoute(ctx.app, ROUTES.records.batchLogistics.get, { params: { id: batch.id } }, asStranger),
      ],
      [
        'replace the product name',
        () =>
          callRoute(
            ctx.app,
            ROUTES.records.batchLogistics.replaceProductName,
            { params: { id: batch.id }, body: { replaceProductName: 'Stolen' } },
            asStranger,
          ),
      ],
      [
        'records',
        () =>
          callRoute(ctx.app, ROUTES.records.batchRecords.get, { params: { batchId: batch.id } }, asStranger),
      ],
    ] as const) {
      const response = await request();
      expect(response.status, name).toBe(404);
    }
    const strangerList = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.list,
      {},
      { token: stranger.user.token },
    );
    expect(strangerList.body.data.list.map((row) => row.id)).not.toContain(batch.id);
    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: user.corpId,
      permissions: ['product.batchLogisticReplaceProduct.view'],
    });
    const refused = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.replaceProductName,
      { params: { id: batch.id }, body: { replaceProductName: 'No' } },
      { token: viewer.token },
    );
    expect(refused.status).toBe(403);
    const seen = await callRoute(
      ctx.app,
      ROUTES.records.batchLogistics.get,
      { params: { id: batch.id } },
      { token: viewer.token },
    );
    expect(seen.body.data.actions).toEqual([]);
  });
});

describe('a batch with its approved records', () => {
  it('gathers test reports, whole chain, customs and articles of the batch', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const customs = await callRoute(
      ctx.app,
      ROUTES.records.customsInfos.create,
      { body: customsBody(batch.id, image) },
      { token: user.token },
    );
    await decide(ctx.app, reviewer.token, ROUTES.records.customsInfos, customs.body.data.id, 'approve');
    const report = await callRoute(
      ctx.app,
      ROUTES.records.testReports.create,
      {
        body: {
          productId: product.id,
          batchId: batch.id,
          institution: 'Lab',
          reportNo: `R-${Date.now()}`,
          testDate: daysFromNow(-1),
          result: 'qualified',
          files: [image],
        },
      },
      { token: user.token },
    );
    const records = await callRoute(
      ctx.app,
      ROUTES.records.batchRecords.get,
      { params: { batchId: batch.id } },
      { token: user.token },
    );
    expect(records.body.data.batch).toMatchObject({ id: batch.id, batchNo: batch.batchNo });
    expect(records.body.data.records.customs?.id).toBe(customs.body.data.id);
    expect(records.body.data.records.testReports).toEqual([]);
    await decide(ctx.app, reviewer.token, ROUTES.records.testReports, report.body.data.id, 'approve');
    const after = await callRoute(
      ctx.app,
      ROUTES.records.batchRecords.get,
      { params: { batchId: batch.id } },
      { token: reviewer.token },
    );
    expect(after.body.data.records.testReports.map((r) => r.id)).toEqual([report.body.data.id]);
  });
});
