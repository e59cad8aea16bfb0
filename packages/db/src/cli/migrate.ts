import { runMigrations } from '../migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const started = Date.now();
await runMigrations(url);
console.log(`Database migrated in ${Date.now() - started} ms`);
