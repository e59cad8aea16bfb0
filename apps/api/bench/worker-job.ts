import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** Runs worker-child.ts with `env`; resolves with the job's time and the process's peak RSS. */
export async function runWorkerJob(env: Record<string, string>): Promise<{ ms: number; maxRssMb: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./worker-child.ts', import.meta.url))],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the bench's ${env.JOB} job exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as { ms: number; maxRssMb: number };
}
