import { runMigrations } from '../migrate';
import { checkDatabase, StartupError, startOrExit } from '../startup-checks';

await startOrExit('Migration', async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new StartupError('DATABASE_URL is not set');
  await checkDatabase(url);
  const started = Date.now();
  await runMigrations(url);
  console.log(`Database migrated in ${Date.now() - started} ms`);
});
