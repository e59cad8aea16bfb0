import { createDb } from '../client';
import { backfillEpcis } from '../epcis-backfill';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoFirstCheckLabel, seedBase, seedDemo } from '../seed/index';
import { checkDatabase, StartupError, startOrExit } from '../startup-checks';

const args = new Set(process.argv.slice(2));

/** Where the demo label can be tried: its scan address and its secret code. */
async function printFirstCheckLabel(url: string) {
  const { db, close } = createDb(url, { max: 1, applicationName: 'seed' });
  try {
    const label = await demoFirstCheckLabel(db);
    const site = (process.env.PUBLIC_BASE_URL ?? '').replace(/\/$/, '');
    if (label)
      console.log(
        `Label to check for the first time ("Genuine product"): ${site}/s/${label.excode}  (code: ${label.pcode})`,
      );
    else
      console.log('Every demo label has been checked already: a first check now answers "already checked".');
  } finally {
    await close();
  }
}

if (args.has('--print-demo-accounts')) {
  console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const demo of DEMO_ACCOUNTS)
    console.log(`  ${demo.account.padEnd(10)} ${demo.userType.padEnd(18)} ${demo.userName}`);
  if (process.env.DATABASE_URL) await printFirstCheckLabel(process.env.DATABASE_URL);
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
    // The demo's flows were written as data: their EPCIS events are recorded the way older data's are.
    const [{ events } = { events: 0 }] = await sql<
      { events: number }[]
    >`select count(*)::int as events from epcis_events`;
    if (result === 'created' || events === 0) {
      const { rows } = await backfillEpcis(db, sql);
      console.log(`EPCIS events recorded for ${rows} demo rows`);
    }
    await printFirstCheckLabel(url);
  }
} finally {
  await close();
}
