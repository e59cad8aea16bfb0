import { createDb } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedBase, seedDemo } from '../seed/index';
import { checkDatabase, StartupError, startOrExit } from '../startup-checks';

const args = new Set(process.argv.slice(2));

if (args.has('--print-demo-accounts')) {
  console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const demo of DEMO_ACCOUNTS)
    console.log(`  ${demo.account.padEnd(10)} ${demo.userType.padEnd(18)} ${demo.userName}`);
  process.exit(0);
}

const url = await startOrExit('Seed', async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new StartupError('DATABASE_URL is not set');
  await checkDatabase(url);
  return url;
});
const { db, sql, close } = createDb(url, { max: 2, applicationName: 'seed' });
try {
  await seedBase(db, { platform: process.env.PLATFORM ?? 'birdnest' });
  console.log('Base data is in place (platforms, dictionaries, menus, roles)');
  if (args.has('--demo')) {
    const result = await seedDemo(db);
    console.log(
      result === 'created' ? 'Demo data created' : 'Demo data skipped: the database already has users',
    );
    // A label of the demo producer's goods, so the public scan page can be tried at once.
    const [label] = await sql<{ excode: string; pcode: string }[]>`
      select l.excode::text as excode, l.pcode from labels l
      join users u on u.corp_id = l.corp_id and u.account = 'producer'
      where l.batch_id is not null and l.status in ('bound', 'activated')
      order by l.excode limit 1`;
    if (label) console.log(`Demo label to scan: /s/${label.excode} on the server (its PIN: ${label.pcode})`);
  }
} finally {
  await close();
}
