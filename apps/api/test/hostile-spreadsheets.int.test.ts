import { ROUTES } from '@trace/contracts';
import { LocalDiskStorage } from '@trace/core/storage';
import { batchBindLogs, labelImports, labels, voidRequests } from '@trace/db';
import { importLabels } from '@trace/worker/processors/label-import';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inflationBombXlsx, manyRowsXlsx } from '../../../packages/core/test/hostile-spreadsheets';
import { createBatch, giveLabels, operableProducer } from './batch-helpers';
import { callRoute, uploadSpreadsheet, useTestApp } from './helpers';

const ctx = useTestApp();
const TOO_MANY_ROWS =
  'The file has 200000 data rows; at most 10000 rows can be imported at once — split the file';
const TOO_LARGE = 'The file is too large once unpacked to be read';

/** A 1.6 MB xlsx of 200,000 rows, and a 300 KB one whose sheet declares 1,000 bytes but inflates to 300 MB. */
let hostile: { file: string; data: Buffer; message: string }[];
beforeAll(() => {
  hostile = [
    { file: 'rows.xlsx', data: manyRowsXlsx(200_000), message: TOO_MANY_ROWS },
    { file: 'bomb.xlsx', data: inflationBombXlsx(300), message: TOO_LARGE },
  ];
});

const upload = (token: string, data: Buffer, filename: string) =>
  uploadSpreadsheet(ctx.app, token, data, filename);

const countOf = async (table: typeof labels | typeof voidRequests | typeof batchBindLogs, corpId: string) => {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.corpId, corpId));
  return row!.n;
};

// Each route reads the file on a worker thread started from TypeScript sources: seconds on a busy machine.
const slow = { timeout: 60_000 };

describe('hostile spreadsheets are refused with the reason, and nothing is written', () => {
  it('POST /batches/{id}/import', slow, async () => {
    const { corp, owner, product } = await operableProducer(ctx);
    const batch = await createBatch(ctx.app, owner.token, product.id);
    await giveLabels(ctx, corp.id, 3);
    for (const { file, data, message } of hostile) {
      const refused = await callRoute(
        ctx.app,
        ROUTES.batches.main.importBind,
        { params: { id: batch.id }, body: { fileId: await upload(owner.token, data, file) } },
        { token: owner.token, language: 'en' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'fileId', message }]);
    }
    expect(await countOf(batchBindLogs, corp.id)).toBe(0);
    const bound = await ctx.db.select({ n: count() }).from(labels).where(eq(labels.batchId, batch.id));
    expect(bound[0]!.n).toBe(0);
  });

  it('POST /void-requests/import', slow, async () => {
    const { corp, owner } = await operableProducer(ctx);
    for (const { file, data, message } of hostile) {
      const refused = await callRoute(
        ctx.app,
        ROUTES.voidRequests.importCodes,
        { body: { fileId: await upload(owner.token, data, file), reason: 'Damaged' } },
        { token: owner.token, language: 'en' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'fileId', message }]);
    }
    expect(await countOf(voidRequests, corp.id)).toBe(0);
  });

  it('POST /label-imports: the import job ends invalid with the reason', slow, async () => {
    const { corp, owner, product } = await operableProducer(ctx);
    const storage = new LocalDiskStorage(ctx.app.config.uploadDir);
    for (const { file, data, message } of hostile) {
      const started = await callRoute(
        ctx.app,
        ROUTES.labelImports.create,
        { body: { fileId: await upload(owner.token, data, file), productId: product.id } },
        { token: owner.token },
      );
      expect(started.status).toBe(200);
      const outcome = await importLabels(
        { db: ctx.db, sql: ctx.app.sql, storage, progress: () => undefined },
        { importId: started.body.data.id },
      );
      expect(outcome).toBe('invalid');
      const done = await callRoute(
        ctx.app,
        ROUTES.labelImports.get,
        { params: { id: started.body.data.id } },
        { token: owner.token, language: 'en' },
      );
      expect(done.body.data).toMatchObject({ status: 'invalid', problem: message, importedCount: 0 });
    }
    expect(await countOf(labels, corp.id)).toBe(0);
    const imports = await ctx.db
      .select({ status: labelImports.status })
      .from(labelImports)
      .where(eq(labelImports.productId, product.id));
    expect(imports.map((i) => i.status)).toEqual(['invalid', 'invalid']);
  });
});
