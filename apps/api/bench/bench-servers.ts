import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts `servers.ts` in a child process through tsx: the API and its bare twin on free ports, for the
 * benches that call them over HTTP. `stop` ends the child and waits for it.
 */
export async function startBenchServers(databaseUrl: string, redisUrl: string, prefix: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./servers.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `${prefix}:${Date.now()}`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ports = await new Promise<{ bare: number; app: number }>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString())));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return {
    ports,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
