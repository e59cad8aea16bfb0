import { createCompany } from '@trace/db/factories';
import { describe, expect, it } from 'vitest';
import { approvedRecordsOfBatch } from '../src/modules/records/public';
import { auditTrail, call, signedInUser, useTestApp } from './helpers';
import { customsBody, daysFromNow, decide, producerWithBatch } from './records-helpers';

const ctx = useTestApp();
const admin = () => signedInUser(ctx.app, ctx.db, { userType: 'admin' });

interface Certificate {
  batchCustomsType: number;
  kindName: string;
  verify: boolean;
  num: string | null;
  validity: string;
}
interface Customs {
  id: string;
  batchId: string;
  batchNo: string;
  port: string;
  portName: string;
  importCorpName: string;
  certificates: Certificate[];
  review: { reviewStatus: string; pendingChange: Record<string, unknown> | null };
  actions: string[];
}

describe('customs clearance: the certificate rules', () => {
  it('a kind whose verify flag is on is required, in the request language', async () => {
    const { user, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const post = (payload: unknown, language: 'en' | 'cn' | 'fr') =>
      call(ctx.app, { method: 'POST', url: '/customs-infos', token: user.token, payload, language });
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
    const post = (certificates: unknown[]) =>
      call<Customs>(ctx.app, {
        method: 'POST',
        url: '/customs-infos',
        token: user.token,
        payload: { ...customsBody(batch.id, image), certificates },
        language: 'en',
      });
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
    const withFirst = (first: Record<string, unknown>) => {
      const body = customsBody(batch.id, image);
      body.certificates[0] = { ...body.certificates[0]!, ...first };
      return body;
    };
    const post = (payload: unknown, language: 'en' | 'cn' | 'fr') =>
      call(ctx.app, { method: 'POST', url: '/customs-infos', token: user.token, payload, language });
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
    const created = await call<Customs>(ctx.app, {
      method: 'POST',
      url: '/customs-infos',
      token: user.token,
      payload: customsBody(batch.id, image, { importCorpId: importer.id, importCorpName: 'typed name' }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.importCorpName).toBe(importer.name);
    const twice = await call(ctx.app, {
      method: 'POST',
      url: '/customs-infos',
      token: user.token,
      payload: customsBody(batch.id, image),
      language: 'en',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      {
        path: 'batchId',
        message: 'This batch already has customs clearance information; edit that record instead',
      },
    ]);
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).customs).toBeNull();

    await decide(ctx.app, reviewer.token, '/customs-infos', id, 'approve');
    let visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'en');
    expect(visible.customs).toMatchObject({ id, portName: 'Xiamen', importCorpName: importer.name });
    expect(visible.customs?.certificates).toHaveLength(10);

    // The change (new port, kind 1 renumbered) waits; the batch keeps its approved customs.
    const change = customsBody(batch.id, image, { port: 'CNSHA' }) as Record<string, unknown>;
    delete change.batchId;
    (change.certificates as { num: string }[])[0]!.num = 'CHANGED-1';
    const modified = await call<Customs>(ctx.app, {
      method: 'PUT',
      url: `/customs-infos/${id}`,
      token: user.token,
      payload: change,
    });
    expect(modified.body.data.review.reviewStatus).toBe('modification_pending');
    expect(modified.body.data.port).toBe('CNXMN');
    expect(modified.body.data.review.pendingChange).toMatchObject({ port: 'CNSHA' });
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.customs?.certificates[0]?.num).toBe('CERT-1');
    await decide(ctx.app, reviewer.token, '/customs-infos', id, 'approve');
    visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'cn');
    expect(visible.customs).toMatchObject({ port: 'CNSHA', portName: '上海' });
    expect(visible.customs?.certificates[0]).toMatchObject({ num: 'CHANGED-1', kindName: '进口报关单' });
    expect(visible.customs?.importTime).toMatch(/Z$/);

    // A change cannot move the record to another batch: the update body has no batch.
    const byBatch = await call<Customs>(ctx.app, {
      method: 'GET',
      url: `/customs-infos/by-batch/${batch.id}`,
      token: user.token,
    });
    expect(byBatch.body.data.id).toBe(id);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/customs-infos/by-batch/${batch.id}`,
          token: stranger.user.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/customs-infos/${id}`, token: stranger.user.token }))
        .status,
    ).toBe(404);
    const strangerList = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/customs-infos',
      token: stranger.user.token,
    });
    expect(strangerList.body.data.total).toBe(0);
    // A company cannot file customs for another company's batch.
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: '/customs-infos',
      token: stranger.user.token,
      payload: customsBody(batch.id, stranger.image),
      language: 'en',
    });
    expect(foreign.body.errors).toEqual([
      { path: 'batchId', message: 'The batch does not exist or is not your company’s' },
    ]);
    const reviewerList = await call<{ list: Customs[] }>(ctx.app, {
      method: 'GET',
      url: `/customs-infos?batchId=${batch.id}`,
      token: reviewer.token,
    });
    expect(reviewerList.body.data.list.map((c) => c.id)).toEqual([id]);
  });

  it('a refused change keeps the approved certificates', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const created = await call<Customs>(ctx.app, {
      method: 'POST',
      url: '/customs-infos',
      token: user.token,
      payload: customsBody(batch.id, image),
    });
    const id = created.body.data.id;
    await decide(ctx.app, reviewer.token, '/customs-infos', id, 'approve');
    const change = customsBody(batch.id, image, { name: 'Something else' }) as Record<string, unknown>;
    delete change.batchId;
    await call(ctx.app, { method: 'PUT', url: `/customs-infos/${id}`, token: user.token, payload: change });
    const refused = await decide(
      ctx.app,
      reviewer.token,
      '/customs-infos',
      id,
      'reject',
      'Keep the declared name',
    );
    expect(refused.body.data.status).toBe('modification_failed');
    const visible = await approvedRecordsOfBatch(ctx.db, batch.id, product.id);
    expect(visible.customs?.name).toBe("Edible bird's nest");
  });
});

interface WholeChain {
  id: string;
  lineType: string;
  stages: { stage: string; name: string; entries: { operator: string }[] }[];
  review: { reviewStatus: string };
}

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
    const post = (payload: unknown, language: 'en' | 'cn' = 'en') =>
      call<WholeChain>(ctx.app, {
        method: 'POST',
        url: '/whole-chain-records',
        token: user.token,
        payload,
        language,
      });
    const main = {
      batchId: batch.id,
      lineType: 'planting',
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
    await decide(ctx.app, reviewer.token, '/whole-chain-records', created.body.data.id, 'approve');
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
    const switched = await call<WholeChain>(ctx.app, {
      method: 'PUT',
      url: `/whole-chain-records/${created.body.data.id}`,
      token: user.token,
      payload: {
        lineType: 'breeding',
        producer: 'Green Farm',
        place: 'Xiamen',
        stages: { such: [entry('Zhao')] },
      },
    });
    expect(switched.body.data).toMatchObject({
      lineType: 'planting',
      review: { reviewStatus: 'modification_pending' },
    });
    expect((await approvedRecordsOfBatch(ctx.db, batch.id, product.id)).wholeChain?.lineType).toBe(
      'planting',
    );
    await decide(ctx.app, reviewer.token, '/whole-chain-records', created.body.data.id, 'approve');
    const breeding = await approvedRecordsOfBatch(ctx.db, batch.id, product.id, 'fr');
    expect(breeding.wholeChain?.stages.map((s) => [s.stage, s.name])).toEqual([['such', "Sortie d'élevage"]]);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/whole-chain-records/${created.body.data.id}`,
          token: stranger.user.token,
        })
      ).status,
    ).toBe(404);
    const strangerList = await call<{ total: number }>(ctx.app, {
      method: 'GET',
      url: '/whole-chain-records',
      token: stranger.user.token,
    });
    expect(strangerList.body.data.total).toBe(0);
  });
});

interface Logistics {
  id: string;
  batchNo: string;
  productName: string;
  replaceProductName: string | null;
  displayName: string;
  actions: string[];
}

describe('the product name logistics shows for a batch', () => {
  it('is set and cleared by the owner, audited, and invisible to other companies', async () => {
    const { user, product, batch } = await producerWithBatch(ctx.app, ctx.db);
    const list = await call<{ list: Logistics[]; total: number }>(ctx.app, {
      method: 'GET',
      url: '/batch-logistics',
      token: user.token,
    });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.every((row) => row.displayName === product.productName)).toBe(true);
    const set = await call<Logistics>(ctx.app, {
      method: 'POST',
      url: `/batch-logistics/${batch.id}/replace-product-name`,
      token: user.token,
      payload: { replaceProductName: 'Premium nest' },
    });
    expect(set.body.data).toMatchObject({
      replaceProductName: 'Premium nest',
      displayName: 'Premium nest',
      productName: product.productName,
      actions: ['editReplaceName'],
    });
    const replaced = await call<{ list: Logistics[] }>(ctx.app, {
      method: 'GET',
      url: '/batch-logistics?replaced=yes',
      token: user.token,
    });
    expect(replaced.body.data.list.map((row) => row.id)).toEqual([batch.id]);
    const tooLong = await call(ctx.app, {
      method: 'POST',
      url: `/batch-logistics/${batch.id}/replace-product-name`,
      token: user.token,
      payload: { replaceProductName: 'x'.repeat(21) },
      language: 'en',
    });
    expect(tooLong.status).toBe(400);
    const cleared = await call<Logistics>(ctx.app, {
      method: 'POST',
      url: `/batch-logistics/${batch.id}/replace-product-name`,
      token: user.token,
      payload: { replaceProductName: null },
    });
    expect(cleared.body.data.displayName).toBe(product.productName);
    const trail = await auditTrail(ctx.db, 'batch', batch.id);
    expect(trail.map((row) => [row.action, row.after])).toEqual([
      ['replaceProductName', { replaceProductName: 'Premium nest' }],
      ['replaceProductName', { replaceProductName: null }],
    ]);

    const stranger = await producerWithBatch(ctx.app, ctx.db);
    for (const request of [
      { method: 'GET' as const, url: `/batch-logistics/${batch.id}` },
      {
        method: 'POST' as const,
        url: `/batch-logistics/${batch.id}/replace-product-name`,
        payload: { replaceProductName: 'Stolen' },
      },
      { method: 'GET' as const, url: `/batch-records/${batch.id}` },
    ]) {
      const response = await call(ctx.app, { ...request, token: stranger.user.token });
      expect(response.status, request.url).toBe(404);
    }
    const strangerList = await call<{ list: Logistics[] }>(ctx.app, {
      method: 'GET',
      url: '/batch-logistics',
      token: stranger.user.token,
    });
    expect(strangerList.body.data.list.map((row) => row.id)).not.toContain(batch.id);
    const viewer = await signedInUser(ctx.app, ctx.db, {
      userType: 'producer',
      corpId: user.corpId,
      permissions: ['product.batchLogisticReplaceProduct.view'],
    });
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/batch-logistics/${batch.id}/replace-product-name`,
      token: viewer.token,
      payload: { replaceProductName: 'No' },
    });
    expect(refused.status).toBe(403);
    const seen = await call<Logistics>(ctx.app, {
      method: 'GET',
      url: `/batch-logistics/${batch.id}`,
      token: viewer.token,
    });
    expect(seen.body.data.actions).toEqual([]);
  });
});

describe('a batch with its approved records', () => {
  it('gathers test reports, whole chain, customs and articles of the batch', async () => {
    const { user, product, batch, image } = await producerWithBatch(ctx.app, ctx.db);
    const reviewer = await admin();
    const customs = await call<Customs>(ctx.app, {
      method: 'POST',
      url: '/customs-infos',
      token: user.token,
      payload: customsBody(batch.id, image),
    });
    await decide(ctx.app, reviewer.token, '/customs-infos', customs.body.data.id, 'approve');
    const report = await call<{ id: string }>(ctx.app, {
      method: 'POST',
      url: '/test-reports',
      token: user.token,
      payload: {
        productId: product.id,
        batchId: batch.id,
        institution: 'Lab',
        reportNo: `R-${Date.now()}`,
        testDate: daysFromNow(-1),
        result: 'qualified',
        files: [image],
      },
    });
    const records = await call<{
      batch: { id: string; batchNo: string };
      records: { testReports: unknown[]; customs: { id: string } | null };
    }>(ctx.app, { method: 'GET', url: `/batch-records/${batch.id}`, token: user.token });
    expect(records.body.data.batch).toMatchObject({ id: batch.id, batchNo: batch.batchNo });
    expect(records.body.data.records.customs?.id).toBe(customs.body.data.id);
    expect(records.body.data.records.testReports).toEqual([]);
    await decide(ctx.app, reviewer.token, '/test-reports', report.body.data.id, 'approve');
    const after = await call<{ records: { testReports: { id: string }[] } }>(ctx.app, {
      method: 'GET',
      url: `/batch-records/${batch.id}`,
      token: reviewer.token,
    });
    expect(after.body.data.records.testReports.map((r) => r.id)).toEqual([report.body.data.id]);
  });
});
