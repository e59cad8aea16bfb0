/**
 * The servers under test, in their own process so the load generator does not share their event loop:
 * a bare Fastify route doing one indexed query (the baseline) and the full application, with the
 * worker's scan fold running every 5 seconds as in production (its database work is part of the
 * cost of recording scans). Prints `{ bare, app }` ports as one JSON line on stdout.
 */
import { createDb } from '@trace/db';
import { foldScans } from '@trace/db/scan-alerts';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../src/app';
import { companyBatch } from '../src/modules/partner-api/queries';
import { loadConfig } from '../src/config';

const databaseUrl = process.env.DATABASE_URL!;
const sql = postgres(databaseUrl, { max: 10 });
const bare = Fastify();
bare.get('/user/:id', async (request) => {
  const [row] =
    await sql`select id, account, user_type from users where id = ${(request.params as { id: string }).id}`;
  return { code: '200', msg: 'ok', data: row };
});
// The partner read's twin: the same query function the partner route runs, with no key, grant, limit
// or log in front of it.
bare.get('/twin/partner/companies/:corpId/batches/:id', async (request) => {
  const { corpId, id } = request.params as { corpId: string; id: string };
  return { code: '200', msg: 'ok', data: await companyBatch(sql, corpId, id) };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp(
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses to start without the public origin its QR codes print.
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'https://trace.example.com',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The scan bench sends scanners' addresses as X-Forwarded-For, as a reverse proxy would.
    TRUST_PROXY: '127.0.0.1',
  }),
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const foldDb = createDb(databaseUrl, { max: 2, applicationName: 'bench-fold' });
let folding = Promise.resolve();
const fold = setInterval(() => {
  folding = folding.then(() => foldScans(foldDb.db).then(() => undefined));
}, 5_000);
const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare.server), app: port(app.server) }));

process.on('SIGTERM', async () => {
  clearInterval(fold);
  await folding;
  await foldDb.close();
  await app.close();
  await bare.close();
  await sql.end();
  process.exit(0);
});
