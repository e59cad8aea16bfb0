import { createDb, runMigrations } from '@trace/db';
import { createUser } from '@trace/db/factories';
import { seedBase } from '@trace/db/seed/index';
import autocannon from 'autocannon';
import { createDatabase, databaseUrlFor } from '../../../scripts/lib/db-admin';
import { startBenchServers } from './bench-servers';
import { fillLabels } from './labels';
import { bindLabels } from './scans';

const server = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'trace_hbench_scan';
const url = databaseUrlFor(server, name);
if (process.argv[2] === 'prepare') {
  await createDatabase(server, name);
  await runMigrations(url);
  const { db, close } = createDb(url, { max: 1 });
  await seedBase(db, { platform: 'birdnest' });
  const user = await createUser(db, { userType: 'producer' });
  await close();
  await fillLabels(url, user.corpId!);
  await bindLabels(url, user.corpId!);
  process.exit(0);
}
const servers = await startBenchServers(url, 'redis://127.0.0.1:6379', 'hbench-scan');
const FIRST = 6_000_000_000_000_000n + 200_000n;
let n = 0;
const ADDRESSES = ['120.24.78.68', '223.5.5.5', '114.114.114.114', '90.84.0.1', '8.8.8.8', '1.1.1.1'];
const run = (path: string | null, d: number) =>
  autocannon({
    url: path ? `http://127.0.0.1:${servers.ports.bare}${path}` : `http://127.0.0.1:${servers.ports.app}`,
    connections: 16,
    duration: d,
    requests: path
      ? undefined
      : [
          {
            method: 'GET',
            setupRequest: (request) => {
              n += 1;
              return {
                ...request,
                path: `/scan/labels/${FIRST + BigInt((n * 7919) % 100_000)}`,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': ADDRESSES[n % 6]!,
                  'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.47',
                },
              };
            },
          },
        ],
  });
const { sql, close } = createDb(url, { max: 1 });
const [u] = await sql`select id from users order by created_at desc limit 1`;
await close();
await run(null, 2);
if (process.argv[2] === 'scanonly') {
  const s = await run(null, 12);
  console.log('scan', s.requests.average, s.latency.p99);
  await servers.stop();
  process.exit(0);
}
for (let i = 0; i < 2; i++) {
  const b = await run(`/user/${u!.id}`, 4);
  const s = await run(null, 4);
  console.log(
    `bare ${b.requests.average.toFixed(0)} scan ${s.requests.average.toFixed(0)} p99 ${s.latency.p99} non2xx ${s.non2xx} ratio ${(s.requests.average / b.requests.average).toFixed(2)}`,
  );
}
await servers.stop();
