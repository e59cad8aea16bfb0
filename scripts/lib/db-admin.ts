// Database administration for the start and test scripts: create, drop and address databases
// on a PostgreSQL server, using the same driver as packages/db (`postgres`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './process.js';

/** The subset of the `postgres` driver's API used here. */
interface Sql {
  unsafe<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  end(options?: { timeout?: number }): Promise<void>;
}
type PostgresFactory = (url: string, options: Record<string, unknown>) => Sql;

let factory: PostgresFactory | undefined;

function postgresDriver(): PostgresFactory {
  if (!factory) {
    // The driver is a dependency of packages/db; resolve it from there.
    const require = createRequire(path.join(repoRoot, 'packages', 'db', 'package.json'));
    factory = require('postgres') as PostgresFactory;
  }
  return factory;
}

async function withConnection<T>(
  url: string,
  fn: (sql: Sql) => Promise<T>,
  connectTimeoutSec = 10,
): Promise<T> {
  const sql = postgresDriver()(url, {
    max: 1,
    connect_timeout: connectTimeoutSec,
    idle_timeout: 1,
    onnotice: () => {},
    connection: { application_name: 'trace-scripts' },
  });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function quoteName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid database name "${name}" (letters, digits and _ only)`);
  return `"${name}"`;
}

/** The URL of database `name` on the server that `serverUrl` points to (same credentials and options). */
export function databaseUrlFor(serverUrl: string, name: string): string {
  quoteName(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `serverUrl` with its password replaced by ***, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Runs `select 1`; throws with the driver's message when the server cannot be used. */
export async function checkConnection(url: string, connectTimeoutSec = 10): Promise<void> {
  await withConnection(url, (sql) => sql.unsafe('select 1'), connectTimeoutSec);
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const rows = await withConnection(serverUrl, (sql) =>
    sql.unsafe('select 1 from pg_database where datname = $1', [name]),
  );
  return rows.length > 0;
}

/** Creates database `name` unless it exists. Resolves true when it was created. */
export async function createDatabase(serverUrl: string, name: string): Promise<boolean> {
  const quoted = quoteName(name);
  return withConnection(serverUrl, async (sql) => {
    const rows = await sql.unsafe('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return false;
    try {
      await sql.unsafe(`create database ${quoted}`);
      return true;
    } catch (err) {
      // Created concurrently by another process.
      if ((err as { code?: string }).code === '42P04') return false;
      throw err;
    }
  });
}

/**
 * Creates database `name` as a copy of `source`, which must have no open connection. PostgreSQL 15+
 * copies its files (after a checkpoint) rather than writing every page to the WAL: a copy of a few
 * gigabytes takes seconds.
 */
export async function copyDatabase(serverUrl: string, source: string, name: string): Promise<void> {
  const quoted = quoteName(name);
  const template = quoteName(source);
  await withConnection(serverUrl, async (sql) => {
    const [row] = await sql.unsafe<{ v: string }>(`select current_setting('server_version_num') as v`);
    const strategy = Number(row?.v ?? 0) >= 150000 ? ' strategy file_copy' : '';
    await sql.unsafe(`create database ${quoted} template ${template}${strategy}`);
  });
}

/** Drops database `name` if it exists, terminating its connections first. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const quoted = quoteName(name);
  await withConnection(serverUrl, async (sql) => {
    await sql.unsafe(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    const [row] = await sql.unsafe<{ v: string }>(`select current_setting('server_version_num') as v`);
    // WITH (FORCE) (PostgreSQL 13+) also ends connections opened after the terminate above.
    const force = Number(row?.v ?? 0) >= 130000 ? ' with (force)' : '';
    await sql.unsafe(`drop database if exists ${quoted}${force}`);
  });
}
