import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function startWorker(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [main],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 110_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

describe('worker start-up with a wrong setting', { timeout: 120_000 }, () => {
  it('names each unreachable service in one line, without a stack trace, and exits 1', async () => {
    const result = await startWorker({
      DATABASE_URL: 'postgres://trace:s3cret@127.0.0.1:1/traceability',
      REDIS_URL: 'redis://:hidden@127.0.0.1:1',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'Worker cannot start: Cannot connect to PostgreSQL at postgres://trace:***@127.0.0.1:1/traceability (DATABASE_URL): connection refused',
      'Cannot connect to Redis at redis://:***@127.0.0.1:1 (REDIS_URL): connection refused',
    ]);
  });

  it('says which setting is missing', async () => {
    const result = await startWorker({
      DATABASE_URL: 'postgres://trace@127.0.0.1:1/traceability',
      REDIS_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Worker cannot start: Invalid configuration:\n {2}REDIS_URL: REDIS_URL is required\n$/,
    );
  });
});
