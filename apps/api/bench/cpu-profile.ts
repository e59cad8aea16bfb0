/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file): self time by function and by
 * module, busiest first. Code of the production bundles is mapped back to its sources through their
 * source maps (apps/production/dist/*.js.map), so a function reads as apps/api/src/lib/route.ts, not as
 * a line of a chunk.
 *
 *   tsx apps/api/bench/cpu-profile.ts <file.cpuprofile> [rows=30] [skip seconds=0]
 *
 * `skip` leaves out the first seconds of the profile (the server's start: loading modules, building
 * the route table and the API document), so the shares are those of serving requests.
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const script = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (fs.existsSync(`${script}.map`))
        map = new SourceMap(JSON.parse(fs.readFileSync(`${script}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** `node_modules/.pnpm/x@1/node_modules/@scope/name/...` -> `@scope/name`. */
function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Where a frame's code comes from: its source file (through the bundle's map) and a module name. */
function locate(frame: ProfileNode['callFrame']): { where: string; module: string } {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) return { where: frame.functionName || '(native)', module: frame.functionName || '(native)' };
  if (url.startsWith('node:')) return { where: url, module: 'node internals' };
  let source = url.startsWith('file:') ? fileURLToPath(url) : url;
  let line = lineNumber + 1;
  const map = sourceMapOf(url);
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (entry?.originalSource) {
      source = entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(fileURLToPath(url)), entry.originalSource);
      line = (entry.originalLine ?? 0) + 1;
    }
  }
  const pkg = packageOf(source);
  const relative = source.includes('/work/') ? source.replace(/^.*?\/(apps|packages)\//, '$1/') : source;
  return { where: `${relative}:${line}`, module: pkg ?? relative };
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
let elapsedUs = 0;
profile.samples.forEach((id, i) => {
  elapsedUs += profile.timeDeltas[i] ?? 0;
  if (elapsedUs < skipUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const idle = [...selfUs].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)');
const idleUs = idle.reduce((sum, [, us]) => sum + us, 0);
const busy = total - idleUs;

const functions = new Map<string, number>();
const modules = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  const { where, module } = locate(node.callFrame);
  const name = `${node.callFrame.functionName || '(anonymous)'}  ${where}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  modules.set(module, (modules.get(module) ?? 0) + us);
}

const table = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
};
console.log(
  `${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)}%); shares are of busy time`,
);
table('Self time by module', modules);
table('Self time by function', functions);
