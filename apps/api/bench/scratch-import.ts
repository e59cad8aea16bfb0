import { PassThrough } from 'node:stream';
import { checkImportRows, readSheet, readSheetInThread, writeSheet } from '@trace/core';
import { createDb } from '@trace/db';

const out = new PassThrough();
const chunks: Buffer[] = [];
out.on('data', (c: Buffer) => chunks.push(c));
const base = 31_000_000_000_000_000n;
await writeSheet(
  out,
  'labels',
  ['Label code', 'PIN', 'Weight (g)'],
  Array.from({ length: 10000 }, (_, i) => [(base + BigInt(i)).toString(), '', '12.5']),
);
const data = Buffer.concat(chunks);
let t = performance.now();
const lap = (what: string) => {
  const n = performance.now();
  console.log(what, (n - t).toFixed(0), 'ms');
  t = n;
};
await readSheet(data, { maxRows: 200000 });
lap('readSheet in process');
const s1 = await readSheetInThread(Buffer.from(data), { maxRows: 200000 });
lap('readSheetInThread first');
await readSheetInThread(Buffer.from(data), { maxRows: 200000 });
lap('readSheetInThread second');
const checked = checkImportRows(s1.rows);
lap('checkImportRows');
const { sql, close } = createDb('postgres://postgres@127.0.0.1:5432/trace_hbench_scan', { max: 1 });
await sql`select 1`;
lap('connect');
await sql`select excode::text as excode from labels where excode = any(${sql.array(checked.labels.map((l) => l.excode))}::numeric[])`;
lap('existingCodes');
await close();
process.exit(0);
