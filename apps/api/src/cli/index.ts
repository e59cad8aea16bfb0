/**
 * Administration from the command line: `pnpm cli <command> [--flag value ...]` on a checkout,
 * `node dist/cli.js <command> ...` in the production build. Uses DATABASE_URL; production installs
 * create their first administrator here.
 */
import { parseArgs } from 'node:util';
import { checkDatabase, StartupError, startOrExit } from '@trace/db/startup-checks';
import { createAdmin, createPartnerKeyFromCli, listJobsFromCli, resetPasswordFromCli } from './commands';

type Flags = Record<string, string | boolean | undefined>;

interface Command {
  /** Options, as printed by `help`. */
  usage: string;
  run(databaseUrl: string, flags: Flags): Promise<void>;
}

/** Every command; `help` prints them in this order. */
const COMMANDS: Record<string, Command> = {
  'create-admin': {
    usage: '--account NAME --password PASS [--name "Full Name"] [--email E]',
    run: createAdmin,
  },
  'reset-password': {
    usage: '--account NAME --password PASS     (ends every session of the account)',
    run: resetPasswordFromCli,
  },
  'demo-data': {
    usage:
      '                                   (demo companies and one account per user type, on an empty database)',
    run: async (databaseUrl) => {
      const { createDb } = await import('@trace/db');
      const { seedBase, seedDemo } = await import('@trace/db/seed/index');
      const { db, close } = createDb(databaseUrl, { max: 1 });
      try {
        await seedBase(db, { platform: process.env.PLATFORM ?? 'birdnest' });
        const result = await seedDemo(db);
        console.log(result === 'created' ? 'Demo data created' : 'Skipped: the database already has users');
      } finally {
        await close();
      }
    },
  },
  'create-partner-key': {
    usage:
      '--app NAME --contact-email EMAIL --scopes batches:read,events:read [--days 90]\n' +
      '                  (a key of that partner application, made when new; at most 366 days)',
    run: createPartnerKeyFromCli,
  },
  'list-jobs': {
    usage: '[--queue NAME] [--status queued|running|completed|failed] [--limit N]',
    run: listJobsFromCli,
  },
};

const USAGE = [
  'Usage: pnpm cli <command> [options]   (production build: node dist/cli.js <command> [options])',
  '',
  ...Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(15)} ${command.usage}`.trimEnd()),
  `  ${'help'.padEnd(15)} this list`,
  '',
].join('\n');

const [name, ...rest] = process.argv.slice(2);
if (!name || name === 'help' || name === '--help') {
  console.log(USAGE);
  process.exit(name ? 0 : 1);
}
const command = COMMANDS[name];
if (!command) {
  console.error(`Unknown command: ${name}\n\n${USAGE}`);
  process.exit(1);
}

let flags: Flags;
try {
  flags = parseArgs({
    args: rest,
    options: {
      account: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      app: { type: 'string' },
      'contact-email': { type: 'string' },
      scopes: { type: 'string' },
      days: { type: 'string' },
      queue: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`Error: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(1);
}

const databaseUrl = await startOrExit(`cli ${name}`, async () => {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new StartupError(
      'DATABASE_URL is not set (npm start prints it; or export the URL of your database)',
    );
  await checkDatabase(url);
  return url;
});

try {
  await command.run(databaseUrl, flags);
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
