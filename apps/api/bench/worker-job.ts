import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../../scripts/lib/process';

/** Beside the production build, so the bundle's npm imports resolve from its dependencies. */
const OUT = path.join(repoRoot, 'apps/production/bench-dist');

let built: Promise<void> | undefined;

/**
 * The jobs run as the worker runs them in production: compiled to JavaScript, with the spreadsheet
 * thread the production build ships, not through tsx (which would compile the thread's sources each
 * time the pool starts one). Bundled with the production build's esbuild, npm packages left as imports.
 */
function buildJobs(): Promise<void> {
  built ??= (async () => {
    const { build } = createRequire(path.join(repoRoot, 'apps/production/package.json'))('esbuild') as {
      build(options: Record<string, unknown>): Promise<unknown>;
    };
    fs.rmSync(OUT, { recursive: true, force: true });
    await build({
      absWorkingDir: repoRoot,
      entryPoints: {
        'worker-child': 'apps/api/bench/worker-child.ts',
        'spreadsheet-thread': 'packages/core/src/spreadsheet-thread.ts',
      },
      outdir: OUT,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      splitting: true,
      chunkNames: 'chunk-[hash]',
      logLevel: 'warning',
      plugins: [
        {
          name: 'npm-packages-external',
          setup(b: { onResolve(filter: object, resolve: (args: { path: string }) => unknown): void }) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@trace/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
  })();
  return built;
}

/** Runs worker-child with `env`; resolves with the job's time and the process's peak RSS. */
export async function runWorkerJob(
  env: Record<string, string>,
): Promise<{ ms: number; firstMs?: number; maxRssMb: number }> {
  await buildJobs();
  const child = spawn(process.execPath, [path.join(OUT, 'worker-child.js')], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the bench's ${env.JOB} job exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as { ms: number; firstMs?: number; maxRssMb: number };
}
