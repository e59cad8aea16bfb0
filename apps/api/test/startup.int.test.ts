import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** A port nothing listens on (port 1 is reserved and closed on any ordinary machine). */
const CLOSED = '127.0.0.1:1';

/** Starts the API with `env` over the test settings; resolves with its output once it has exited. */
function startApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [server],
      { env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env }, timeout: 110_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** The process said only `lines`, with no stack trace. */
function expectOnly(output: { stdout: string; stderr: string }, lines: RegExp[]) {
  expect(output.stdout).toBe('');
  const said = output.stderr.trimEnd().split('\n');
  expect(said).toHaveLength(lines.length);
  for (const [i, line] of lines.entries()) expect(said[i]).toMatch(line);
  expect(output.stderr).not.toMatch(/^\s+at /m);
}

// Each case starts a process that loads the whole API: give it time on a busy machine.
describe('API start-up with a wrong setting', { timeout: 120_000 }, () => {
  it('names an unreachable DATABASE_URL in one line, without its password, and exits 1', async () => {
    const result = await startApi({ DATABASE_URL: `postgres://trace:s3cret@${CLOSED}/traceability` });
    expect(result.code).toBe(1);
    expectOnly(result, [
      /^API cannot start: Cannot connect to PostgreSQL at postgres:\/\/trace:\*\*\*@127\.0\.0\.1:1\/traceability \(DATABASE_URL\): connection refused$/,
    ]);
    expect(result.stderr).not.toContain('s3cret');
  });

  it('names an unreachable REDIS_URL in one line and exits 1', async () => {
    const result = await startApi({ REDIS_URL: `redis://${CLOSED}` });
    expect(result.code).toBe(1);
    expectOnly(result, [
      /^API cannot start: Cannot connect to Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\): connection refused$/,
    ]);
  });

  it('names a database that does not exist and a setting that is not a URL', async () => {
    const missing = new URL(process.env.DATABASE_URL!);
    missing.pathname = '/no_such_database_here';
    const result = await startApi({ DATABASE_URL: missing.toString(), REDIS_URL: 'localhost' });
    expect(result.code).toBe(1);
    expectOnly(result, [
      /^API cannot start: Cannot connect to PostgreSQL at .*\/no_such_database_here \(DATABASE_URL\): database "no_such_database_here" does not exist$/,
      /^REDIS_URL is not a valid URL \(expected e\.g\. redis:\/\/host:6379\)$/,
    ]);
  });

  it('lists configuration problems without a stack trace', async () => {
    const result = await startApi({ APP_MODE: 'production', JWT_SECRET: undefined });
    expect(result.code).toBe(1);
    expectOnly(result, [/^API cannot start: JWT_SECRET is required in production mode$/]);
  });
});
