import { ROUTES } from '@trace/contracts';
import { readSheet, sheetBytes } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { labels } from '@trace/db';
import { HOLD_CODES_FOR_GENERATION } from '@trace/worker/processors/label-codes';
import { generateRun } from '@trace/worker/processors/label-generation';
import { importLabels } from '@trace/worker/processors/label-import';
import { performVoid } from '@trace/worker/processors/label-void';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operableProducer } from './batch-helpers';
import {
  auditTrail,
  callRoute,
  injectRoute,
  signedInUser,
  until,
  uploadSpreadsheet,
  useTestApp,
  XLSX_TYPE,
} from './helpers';

const ctx = useTestApp();

let serial = BigInt(Date.now()) * 1000n;
/** A fresh 17-digit code no other test uses. */
const freshCode = () => (10n ** 16n + (serial++ % 10n ** 15n) * 7n).toString();

const xlsx = (rows: (string | number | undefined)[][]) =>
  sheetBytes(
    'labels',
    ['Label code', 'PIN', 'Weight (g)'],
    rows.map((row) => row.map((cell) => cell ?? '')),
  );

const upload = (token: string, data: Buffer, filename = 'labels.xlsx') =>
  uploadSpreadsheet(ctx.app, token, data, filename);

const operableCompany = () => operableProducer(ctx);

const runJob = (importId: string) =>
  importLabels(
    {
      db: ctx.db,
      sql: ctx.app.sql,
      storage: new LocalDiskStorage(ctx.app.config.uploadDir),
      progress: () => undefined,
    },
    { importId },
  );

/** An import as `token`'s company reads it (in `language`, when given). */
const importOf = (id: string, token: string, language?: 'en') =>
  callRoute(ctx.app, ROUTES.labelImports.get, { params: { id } }, language ? { token, language } : { token });

/** The first page of an import's wrong rows, in `language`. */
const importErrors = (id: string, token: string, language: 'en' | 'fr') =>
  callRoute(
    ctx.app,
    ROUTES.labelImports.errors,
    { params: { id }, query: { page: '1', pageSize: '50' } },
    { token, language },
  );

async function startImport(token: string, productId: string, data: Buffer) {
  const fileId = await upload(token, data);
  return callRoute(ctx.app, ROUTES.labelImports.create, { body: { fileId, productId } }, { token });
}

describe('label imports (/labelImportList)', () => {
  it('a valid file: not_reviewed -> success, labels written to the company with exact weights', async () => {
    const { owner, product, corp } = await operableCompany();
    const codes = [freshCode(), freshCode(), freshCode()];
    const started = await startImport(
      owner.token,
      product.id,
      await xlsx([
        [codes[0], 'AB12CD34', '0.1'],
        [codes[1], '', 0.2],
        [codes[2], '', '1234.56789'],
      ]),
    );
    expect(started.body.data).toMatchObject({ status: 'not_reviewed', importedCount: 0 });
    expect(await runJob(started.body.data.id)).toBe('success');
    expect(await runJob(started.body.data.id)).toBe('skipped');
    const done = await importOf(started.body.data.id, owner.token);
    expect(done.body.data).toMatchObject({
      status: 'success',
      totalRows: 3,
      importedCount: 3,
      errorCount: 0,
    });
    const rows = await ctx.db
      .select({
        excode: labels.excode,
        pcode: labels.pcode,
        weight: labels.weight,
        status: labels.status,
        corpId: labels.corpId,
      })
      .from(labels)
      .where(inArray(labels.excode, codes));
    const of = (code: string) => rows.find((r) => r.excode === code)!;
    expect(of(codes[0]!)).toMatchObject({ pcode: 'AB12CD34', status: 'assigned', corpId: corp.id });
    expect(Number(of(codes[0]!).weight)).toBe(100);
    expect(Number(of(codes[1]!).weight)).toBe(200);
    expect(of(codes[2]!).weight).toBe('1234567.89000');
    expect(of(codes[1]!).pcode).toMatch(/^\d{12}$/);
    const trail = await auditTrail(ctx.db, 'label_import', started.body.data.id);
    expect(trail.map((entry) => entry.action)).toEqual(['create']);
  });

  it('a file with wrong rows: failure, nothing written, the error report lists each row in the reader’s language', async () => {
    const { owner, product } = await operableCompany();
    const good = freshCode();
    const existing = freshCode();
    await ctx.db.insert(labels).values({ excode: existing, pcode: '123456789012' });
    const started = await startImport(
      owner.token,
      product.id,
      await xlsx([
        [good, '', '1'],
        ['12345', '', '1'],
        [good, '', '2'],
        [existing, '', '1'],
        [freshCode(), '', -1],
        [freshCode(), '', ''],
      ]),
    );
    expect(await runJob(started.body.data.id)).toBe('failure');
    const done = await importOf(started.body.data.id, owner.token);
    expect(done.body.data).toMatchObject({
      status: 'failure',
      totalRows: 6,
      errorCount: 5,
      actions: ['errorReport'],
    });
    expect(await ctx.db.select().from(labels).where(eq(labels.excode, good))).toHaveLength(0);

    const errors = await importErrors(started.body.data.id, owner.token, 'fr');
    expect(errors.body.data.list).toEqual([
      expect.objectContaining({
        row: 3,
        message: 'Un code d’étiquette comporte 17 à 20 chiffres, sans 0 initial',
      }),
      expect.objectContaining({
        row: 4,
        message: 'Le code apparaît plusieurs fois dans le fichier (aussi ligne 2)',
      }),
      expect.objectContaining({ row: 5, message: 'Ce code d’étiquette existe déjà sur la plateforme' }),
      expect.objectContaining({ row: 6, message: 'La saisie ne peut pas être négative' }),
      expect.objectContaining({ row: 7, message: 'La saisie ne peut pas être vide' }),
    ]);

    const report = await injectRoute(
      ctx.app,
      ROUTES.labelImports.errorReport,
      { params: { id: started.body.data.id } },
      { token: owner.token, language: 'en' },
    );
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = await readSheet(report.rawPayload, { maxRows: 100 });
    expect(sheet.header).toEqual(['Row', 'Label code', 'Weight', 'Error']);
    expect(sheet.rows[0]?.cells).toEqual([
      '3',
      '12345',
      '1',
      'A label code is 17 to 20 digits, not starting with 0',
    ]);
    expect(sheet.rows).toHaveLength(5);
  });

  it('unusable files end invalid with the reason: not a spreadsheet, empty, over 10,000 rows', async () => {
    const { owner, product } = await operableCompany();
    const pdf = await callRoute(
      ctx.app,
      ROUTES.labelImports.create,
      {
        body: {
          fileId: await upload(
            owner.token,
            Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
            'x.pdf',
          ),
          productId: product.id,
        },
      },
      { token: owner.token, language: 'en' },
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors).toEqual([
      { path: 'fileId', message: 'The file must be an xls or xlsx spreadsheet' },
    ]);

    const empty = await startImport(owner.token, product.id, await xlsx([]));
    expect(await runJob(empty.body.data.id)).toBe('invalid');
    const rows = Array.from({ length: 10_001 }, (_, i) => [(10n ** 18n + BigInt(i)).toString(), '', '1']);
    const big = await startImport(owner.token, product.id, await xlsx(rows));
    expect(await runJob(big.body.data.id)).toBe('invalid');
    const [emptyDone, bigDone] = await Promise.all(
      [empty, big].map((s) => importOf(s.body.data.id, owner.token, 'en')),
    );
    expect(emptyDone!.body.data).toMatchObject({
      status: 'invalid',
      problem: expect.stringContaining('no data rows'),
    });
    expect(bigDone!.body.data).toMatchObject({
      status: 'invalid',
      totalRows: 10_001,
      problem: 'The file has 10001 data rows; at most 10000 rows can be imported at once — split the file',
    });
  });

  it('a clean file holding a code already taken: failure naming that row, nothing of the file written, no event', async () => {
    const { owner, product } = await operableCompany();
    const codes = [freshCode(), freshCode(), freshCode()];
    await ctx.db.insert(labels).values({ excode: codes[1]!, pcode: '123456789012' });
    const started = await startImport(
      owner.token,
      product.id,
      await xlsx(codes.map((code) => [code, '', '1'])),
    );
    expect(await runJob(started.body.data.id)).toBe('failure');
    const done = await importOf(started.body.data.id, owner.token);
    expect(done.body.data).toMatchObject({
      status: 'failure',
      totalRows: 3,
      importedCount: 0,
      errorCount: 1,
    });
    const errors = await importErrors(started.body.data.id, owner.token, 'en');
    expect(errors.body.data.list).toEqual([
      expect.objectContaining({
        row: 3,
        excode: codes[1],
        message: 'This label code already exists on the platform',
      }),
    ]);
    const written = await ctx.db.select().from(labels).where(inArray(labels.excode, codes));
    expect(written.map((label) => label.excode)).toEqual([codes[1]]);
    const [{ n }] = (await ctx.app
      .sql`select count(*)::int as n from epcis_events where source = ${`import:${started.body.data.id}`}`) as unknown as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('an import waits for a generation chunk under way, so the chunk never meets a code written after its check', async () => {
    const { owner, product } = await operableCompany();
    const codes = [freshCode(), freshCode()];
    const started = await startImport(
      owner.token,
      product.id,
      await xlsx(codes.map((code) => [code, '', '1'])),
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let chunkPid!: number;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A chunk of a run: the lock held shared, its range checked, its COPY still to come.
    const chunk = ctx.app.sql.begin(async (tx) => {
      await tx.unsafe(HOLD_CODES_FOR_GENERATION);
      [{ pid: chunkPid }] = (await tx`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      holding();
      await released;
    });
    await held;
    const job = runJob(started.body.data.id);
    try {
      await until(async () => {
        const [{ n }] = (await ctx.app.sql`
        select count(*)::int as n from pg_stat_activity
        where ${chunkPid}::int = any(pg_blocking_pids(pid)) and wait_event = 'advisory'`) as unknown as [
          { n: number },
        ];
        return n > 0;
      }, 20_000);
      const [{ n: before }] = (await ctx.app.sql`
      select count(*)::int as n from labels where excode = any(${ctx.app.sql.array(codes)}::numeric[])`) as unknown as [
        { n: number },
      ];
      expect(before).toBe(0);
    } finally {
      release();
      await chunk;
    }
    expect(await job).toBe('success');
    expect((await importOf(started.body.data.id, owner.token)).body.data).toMatchObject({
      status: 'success',
      importedCount: 2,
    });
  });

  it('10,000 valid rows import in one go', async () => {
    const { owner, product } = await operableCompany();
    const base = 10n ** 19n + BigInt(Date.now() % 1_000_000) * 100_000n;
    const rows = Array.from({ length: 10_000 }, (_, i) => [(base + BigInt(i)).toString(), '', '12.5']);
    const started = await startImport(owner.token, product.id, await xlsx(rows));
    const t0 = performance.now();
    expect(await runJob(started.body.data.id)).toBe('success');
    expect(performance.now() - t0).toBeLessThan(15_000);
    const [{ n }] = (await ctx.app
      .sql`select count(*)::int as n from labels where excode >= ${base.toString()}::numeric and excode < ${(base + 10_000n).toString()}::numeric`) as unknown as [
      { n: number },
    ];
    expect(n).toBe(10_000);
  });

  it('companies see only their own imports; another company’s id is not found; products must be theirs', async () => {
    const a = await operableCompany();
    const b = await operableCompany();
    const started = await startImport(a.owner.token, a.product.id, await xlsx([[freshCode(), '', '1']]));
    const foreign = await importOf(started.body.data.id, b.owner.token);
    expect(foreign.status).toBe(404);
    const report = await callRoute(
      ctx.app,
      ROUTES.labelImports.errors,
      { params: { id: started.body.data.id }, query: { page: '1', pageSize: '10' } },
      { token: b.owner.token },
    );
    expect(report.status).toBe(404);
    const listed = await callRoute(
      ctx.app,
      ROUTES.labelImports.list,
      { query: { page: '1', pageSize: '100' } },
      { token: b.owner.token },
    );
    expect(listed.body.data.list.map((i) => i.id)).not.toContain(started.body.data.id);
    const fileId = await upload(b.owner.token, await xlsx([[freshCode(), '', '1']]));
    const wrongProduct = await callRoute(
      ctx.app,
      ROUTES.labelImports.create,
      { body: { fileId, productId: a.product.id } },
      { token: b.owner.token },
    );
    expect(wrongProduct.status).toBe(400);
    const othersFile = await callRoute(
      ctx.app,
      ROUTES.labelImports.create,
      { body: { fileId, productId: a.product.id } },
      { token: a.owner.token, language: 'en' },
    );
    expect(othersFile.body.errors).toEqual([{ path: 'fileId', message: 'The uploaded file was not found' }]);
  });
});

describe('void requests from a spreadsheet (/invalidRequestImport)', () => {
  it('voids the listed labels after review; rows that are not codes are named', async () => {
    const { owner, product } = await operableCompany();
    const codes = [freshCode(), freshCode()];
    const imported = await startImport(owner.token, product.id, await xlsx(codes.map((c) => [c, '', '1'])));
    expect(await runJob(imported.body.data.id)).toBe('success');

    const badFile = await upload(owner.token, await xlsx([[codes[0]], ['not a code']]));
    const refused = await callRoute(
      ctx.app,
      ROUTES.voidRequests.importCodes,
      { body: { fileId: badFile, reason: 'Damaged' } },
      { token: owner.token, language: 'en' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'fileId', message: 'These rows do not hold a label code (16 to 20 digits): 3' },
    ]);

    const fileId = await upload(owner.token, await xlsx(codes.map((c) => [c])));
    const created = await callRoute(
      ctx.app,
      ROUTES.voidRequests.importCodes,
      { body: { fileId, reason: 'Damaged' } },
      { token: owner.token },
    );
    expect(created.body.data.codeCount).toBe(2);
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    await callRoute(
      ctx.app,
      ROUTES.voidRequests.approve,
      { params: { id: created.body.data.id }, body: {} },
      { token: admin.token },
    );
    expect(await performVoid(ctx.db, { requestId: created.body.data.id })).toBe('performed');
    const statuses = await ctx.db
      .select({ status: labels.status })
      .from(labels)
      .where(inArray(labels.excode, codes));
    expect(statuses.map((s) => s.status)).toEqual(['invalid', 'invalid']);
  });
});

describe('run export as xlsx', () => {
  it('streams every label of a generated run with its QR content', async () => {
    const { corp } = await operableCompany();
    const admin = await signedInUser(ctx.app, ctx.db, { userType: 'admin' });
    const run = await callRoute(
      ctx.app,
      ROUTES.labels.createRun,
      { body: { count: 40, corpId: corp.id } },
      { token: admin.token },
    );
    const early = await injectRoute(
      ctx.app,
      ROUTES.labels.exportRunXlsx,
      { params: { id: run.body.data.id } },
      { token: admin.token },
    );
    expect(early.statusCode).toBe(409);
    await generateRun({ db: ctx.db, sql: ctx.app.sql }, { runId: run.body.data.id });
    const response = await injectRoute(
      ctx.app,
      ROUTES.labels.exportRunXlsx,
      { params: { id: run.body.data.id } },
      { token: admin.token },
    );
    expect(response.statusCode).toBe(200);
    const sheet = await readSheet(response.rawPayload, { maxRows: 100 });
    expect(sheet.header).toEqual(['excode', 'pcode', 'qrcode']);
    expect(sheet.rows).toHaveLength(40);
    expect(sheet.rows[0]?.cells[0]).toBe(run.body.data.startCode);
    expect(sheet.rows[0]?.cells[2]).toMatch(new RegExp(`/s/${run.body.data.startCode}$`));
  });
});
