/**
 * Administration from the command line: `pnpm cli <command> [--flag value ...]`.
 * Uses DATABASE_URL; production installs create their first administrator here.
 */
import { parseArgs } from 'node:util';
import { createAdmin, createApiKeyFromCli, listJobsFromCli, resetPasswordFromCli } from './commands';

const USAGE = `Usage: pnpm cli <command> [options]

  create-admin    --account NAME --password PASS [--name "Full Name"] [--email E]
  reset-password  --account NAME --password PASS     (ends every session of the account)
  demo-data                                          (demo companies and one account per user type, on an empty database)
  create-api-key  --name NAME --permissions a,b [--corp COMPANY_ID] [--expires 2027-01-01T00:00:00Z]
  list-jobs       [--queue NAME] [--status queued|running|completed|failed] [--limit N]
`;

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    account: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    permissions: { type: 'string' },
    corp: { type: 'string' },
    expires: { type: 'string' },
    queue: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
  },
  strict: true,
});

const databaseUrl = process.env.DATABASE_URL;
if (!command || command === 'help' || command === '--help') {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!databaseUrl) {
  console.error('DATABASE_URL is not set (npm start prints it; or export the URL of your database)');
  process.exit(1);
}

try {
  switch (command) {
    case 'create-admin':
      await createAdmin(databaseUrl, values);
      break;
    case 'reset-password':
      await resetPasswordFromCli(databaseUrl, values);
      break;
    case 'demo-data': {
      const { createDb } = await import('@trace/db');
      const { seedBase, seedDemo } = await import('@trace/db/seed/index');
      const { db, close } = createDb(databaseUrl, { max: 1 });
      await seedBase(db, { platform: process.env.PLATFORM ?? 'birdnest' });
      console.log(
        (await seedDemo(db)) === 'created' ? 'Demo data created' : 'Skipped: the database already has users',
      );
      await close();
      break;
    }
    case 'create-api-key':
      await createApiKeyFromCli(databaseUrl, values);
      break;
    case 'list-jobs':
      await listJobsFromCli(databaseUrl, values);
      break;
    default:
      console.error(`Unknown command: ${command}\n\n${USAGE}`);
      process.exit(1);
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
