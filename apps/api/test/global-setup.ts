import { createDb, runMigrations } from '@trace/db';
import { seedBase } from '@trace/db/seed/index';

/** Migrates the test database and writes the base data (menus, roles) once per run. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a test database (npm test sets it up)');
  if (!process.env.REDIS_URL) throw new Error('REDIS_URL must be set (npm test sets it up)');
  await runMigrations(url);
  const { db, close } = createDb(url, { max: 1 });
  try {
    await seedBase(db, { platform: 'birdnest' });
  } finally {
    await close();
  }
}
