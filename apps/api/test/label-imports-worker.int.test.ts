import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@trace/contracts';
import { sheetBytes } from '@trace/core';
import { LocalDiskStorage } from '@trace/core/storage';
import { labelImports } from '@trace/db';
import { loadWorkerConfig, startWorkers } from '@trace/worker';
import { importLabels, UploadUnreadable } from '@trace/worker/processors/label-import';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operableProducer } from './batch-helpers';
import { callRoute, until, uploadSpreadsheet, useTestApp } from './helpers';

const ctx = useTestApp();
const IMPORTS = 20;

let serial = BigInt(Date.now()) * 1000n;
/** A fresh 18-digit code no other test uses. */
const freshCode = () => (2n * 10n ** 17n + (serial++ % 10n ** 16n) * 3n).toString();

async function xlsx(rows: string[][]): Promise<Buffer> {
  return sheetBytes('labels', ['Label code', 'PIN', 'Weight (g)'], rows);
}

/**
 * Imports through the API with the real worker running beside it, the way a company imports: upload,
 * create, and the worker's answer. Every valid file is imported, however many arrive at once.
 */
describe('label imports with the worker running', () => {
  let worker: Awaited<ReturnType<typeof startWorkers>>;
  beforeAll(async () => {
    worker = await startWorkers(
      loadWorkerConfig({
        ...process.env,
        REDIS_PREFIX: ctx.app.config.redisPrefix,
        UPLOAD_DIR: ctx.app.config.uploadDir,
        LOG_LEVEL: 'silent',
        SMTP_URL: '',
      }),
    );
  });
  afterAll(() => worker?.close());

  const operableCompany = () => operableProducer(ctx);

  it(`imports ${IMPORTS} valid files, one after another and all at once, each ending in success`, async () => {
    const { owner, product } = await operableCompany();

    const importOnce = async () => {
      const codes = [freshCode(), freshCode(), freshCode()];
      const fileId = await uploadSpreadsheet(
        ctx.app,
        owner.token,
        await xlsx(codes.map((code) => [code, '', '12.5'])),
        'labels.xlsx',
      );
      const created = await callRoute(
        ctx.app,
        ROUTES.labelImports.create,
        { body: { fileId, productId: product.id } },
        { token: owner.token },
      );
      expect(created.body.code).toBe('200');
      return created.body.data.id;
    };

    const ids: string[] = [];
    for (let i = 0; i < IMPORTS / 2; i++) ids.push(await importOnce());
    ids.push(...(await Promise.all(Array.from({ length: IMPORTS / 2 }, importOnce))));

    const ended = async () =>
      ctx.db
        .select({ id: labelImports.id, status: labelImports.status, problem: labelImports.problem })
        .from(labelImports)
        .where(inArray(labelImports.id, ids));
    await until(async () => (await ended()).every((row) => row.status !== 'not_reviewed'));
    const rows = await ended();
    expect(rows.filter((row) => row.status !== 'success')).toEqual([]);
    expect(rows).toHaveLength(IMPORTS);
  });

  it('a worker that cannot see the upload storage leaves the import to a retry instead of ending it invalid', async () => {
    const { corp, owner, product } = await operableCompany();
    const fileId = await uploadSpreadsheet(
      ctx.app,
      owner.token,
      await xlsx([[freshCode(), '', '1']]),
      'labels.xlsx',
    );
    // Created straight in the table: the running worker must not take this one.
    const [created] = await ctx.db
      .insert(labelImports)
      .values({
        importNo: `I${Date.now()}`,
        corpId: corp.id,
        productId: product.id,
        fileId,
        fileName: 'labels.xlsx',
      })
      .returning();
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'trace-other-uploads-'));
    try {
      const run = (storage: LocalDiskStorage, finalAttempt: boolean) =>
        importLabels(
          { db: ctx.db, sql: ctx.app.sql, storage, progress: () => undefined, finalAttempt },
          { importId: created!.id },
        );
      await expect(run(new LocalDiskStorage(elsewhere), false)).rejects.toBeInstanceOf(UploadUnreadable);
      const [waiting] = await ctx.db.select().from(labelImports).where(eq(labelImports.id, created!.id));
      expect(waiting?.status).toBe('not_reviewed');
      expect(await run(new LocalDiskStorage(ctx.app.config.uploadDir), false)).toBe('success');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
