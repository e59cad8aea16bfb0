import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/migrate';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

describe('migrations', () => {
  it('the committed migrations match the schema (no drift)', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'trace-migrations-'));
    cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
    const before = readdirSync(out).filter((file) => file.endsWith('.sql'));
    const config = path.join(out, 'drizzle.config.json');
    writeFileSync(
      config,
      JSON.stringify({ dialect: 'postgresql', schema: path.join(packageRoot, 'src/schema/index.ts'), out }),
    );
    execFileSync(
      path.join(packageRoot, 'node_modules/.bin/drizzle-kit'),
      ['generate', `--config=${config}`],
      {
        cwd: packageRoot,
        stdio: 'pipe',
      },
    );
    const after = readdirSync(out).filter((file) => file.endsWith('.sql'));
    expect(after, 'schema changed without a migration: run `pnpm --filter @trace/db generate`').toEqual(
      before,
    );
  });

  it('two instances migrating the same new database at once both succeed, one after the other', async () => {
    const server = new URL(process.env.DATABASE_URL!);
    const name = `trace_migrate_${Date.now()}`;
    const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const target = new URL(server);
    target.pathname = `/${name}`;
    try {
      await Promise.all([runMigrations(target.toString()), runMigrations(target.toString())]);
      const db = postgres(target.toString(), { max: 1, onnotice: () => {} });
      const [row] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
      await db.end();
      expect(row?.n).toBe(readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length);
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
