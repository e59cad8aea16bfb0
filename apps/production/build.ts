// The production build: `pnpm --filter @trace/production build`, after the web client's build.
//
// Bundles the API, the worker, the admin CLI, the migration and seed commands into ES modules in dist/
// with esbuild. Workspace packages (@trace/*) are bundled in; npm packages stay imports, installed from
// this package's dependencies (`pnpm --filter @trace/production deploy --prod <dir>`), so native and
// data-carrying packages (argon2, ip2region, pdfkit, swagger-ui) work as they do in development. Files
// the programs read at run time are copied beside dist/: the migrations SQL to migrations/ and the web
// client to web/. The build then checks that this package's dependencies are exactly the npm packages
// the bundles import, at the versions the workspace packages declare, and that every file the code
// locates from its own address exists in the build.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const distDir = path.join(here, 'dist');

/** The programs of the build, each run as `node dist/<name>.js`. */
export const ENTRIES = {
  api: 'apps/api/src/server.ts',
  worker: 'apps/worker/src/main.ts',
  cli: 'apps/api/src/cli/index.ts',
  migrate: 'packages/db/src/cli/migrate.ts',
  seed: 'packages/db/src/cli/seed.ts',
  // Not run by hand: the spreadsheet pool starts it as a worker thread from beside its own code.
  'spreadsheet-thread': 'packages/core/src/spreadsheet-thread.ts',
} as const;

/** Directories read at run time, copied beside dist/ (migrate.ts looks for ../migrations from its code). */
const COPIES = [
  { from: 'packages/db/migrations', to: 'migrations' },
  { from: 'apps/web/dist', to: 'web' },
] as const;

/** A problem that stops the build, explained in words. */
class BuildError extends Error {}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const builtins = new Set(builtinModules);
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtins.has(specifier.split('/')[0]!);

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Bundles workspace packages and relative imports; every other package stays an import. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@trace/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The nearest package.json above a source file. */
function ownerOf(file: string, cache: Map<string, string>): string {
  let dir = path.dirname(path.resolve(root, file));
  while (dir.startsWith(root)) {
    const cached = cache.get(dir);
    if (cached) return cached;
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      cache.set(dir, candidate);
      return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new BuildError(`${file} is not inside a workspace package`);
}

/** npm packages each source file imports, including `require('x')` through `createRequire`. */
function importedPackages(metafile: Metafile): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  const add = (specifier: string, file: string) => {
    if (isBuiltin(specifier)) return;
    const name = packageName(specifier);
    if (!byPackage.has(name)) byPackage.set(name, new Set());
    byPackage.get(name)!.add(file);
  };
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imported of input.imports) if (imported.external) add(imported.path, file);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    if (source.includes('createRequire(')) {
      for (const match of source.matchAll(/\brequire\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g))
        add(match[1]!, file);
    }
  }
  return byPackage;
}

/** Checks this package's dependencies against what the bundles import; returns the problems. */
function checkDependencies(metafile: Metafile): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const own = readJson(path.join(here, 'package.json'));
  const declared = own.dependencies ?? {};
  const wanted: Record<string, string> = {};
  for (const [name, files] of [...importedPackages(metafile)].sort(([a], [b]) => a.localeCompare(b))) {
    const versions = new Map<string, string[]>();
    for (const file of files) {
      const ownerFile = ownerOf(file, owners);
      const owner = readJson(ownerFile);
      const version = owner.dependencies?.[name];
      if (!version) {
        const where = owner.devDependencies?.[name] ? 'lists only in devDependencies' : 'does not list';
        problems.push(`${file} imports ${name}, which ${owner.name} ${where} in its dependencies`);
        continue;
      }
      const by = versions.get(version) ?? [];
      if (!by.includes(owner.name)) versions.set(version, [...by, owner.name]);
    }
    if (versions.size > 1) {
      const listed = [...versions].map(([version, by]) => `${version} (${by.join(', ')})`).join(' / ');
      problems.push(`${name} is declared at different versions: ${listed}`);
    }
    const [version] = [...versions.keys()];
    if (!version) continue;
    wanted[name] = version;
    if (declared[name] !== version) {
      problems.push(
        `apps/production/package.json must list "${name}": "${version}" (the bundles import it; ` +
          `${versions.get(version)!.join(', ')} declares that version)`,
      );
    }
  }
  for (const name of Object.keys(declared)) {
    if (!(name in wanted))
      problems.push(`apps/production/package.json lists ${name}, which no bundle imports`);
  }
  if (problems.length > 0) {
    problems.push(`The dependencies that match the bundles:\n${JSON.stringify(wanted, null, 2)}`);
  }
  return problems;
}

/**
 * Files the code finds from its own address (`new URL('../migrations', import.meta.url)`): each must
 * exist beside the bundles. Source-only files (.ts, and the .mjs loaders that register tsx) are skipped.
 */
function checkRuntimeFiles(metafile: Metafile): string[] {
  const problems: string[] = [];
  for (const file of Object.keys(metafile.inputs)) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const call of source.matchAll(/new URL\(([\s\S]*?)import\.meta\.url/g)) {
      for (const literal of call[1]!.matchAll(/['"](\.\.?\/[^'"]+)['"]/g)) {
        const target = literal[1]!;
        if (/\.(ts|mjs)$/.test(target)) continue;
        if (!fs.existsSync(path.resolve(distDir, target))) {
          problems.push(`${file} reads ${target} from its own address, which is not in the build`);
        }
      }
    }
  }
  return problems;
}

export async function buildProduction(): Promise<void> {
  const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');
  if (!fs.existsSync(webIndex)) {
    throw new BuildError(
      'apps/web/dist is missing: build the web client first (pnpm --filter @trace/web build)',
    );
  }
  for (const dir of ['dist', ...COPIES.map((copy) => copy.to)]) {
    fs.rmSync(path.join(here, dir), { recursive: true, force: true });
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Chunks sit beside the entries, so code that finds files from its own address finds the same ones.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  for (const copy of COPIES) {
    fs.cpSync(path.join(root, copy.from), path.join(here, copy.to), { recursive: true });
  }
  const problems = [...checkDependencies(result.metafile), ...checkRuntimeFiles(result.metafile)];
  if (problems.length > 0) throw new BuildError(problems.join('\n'));

  const size = (file: string) => fs.statSync(path.join(distDir, file)).size;
  const code = fs.readdirSync(distDir).filter((file) => file.endsWith('.js'));
  const total = code.reduce((sum, file) => sum + size(file), 0);
  console.log(
    `Built ${Object.keys(ENTRIES)
      .map((name) => `dist/${name}.js`)
      .join(', ')} (${code.length} files, ${(total / 1024).toFixed(0)} KB) and copied ` +
      COPIES.map((copy) => `${copy.from} to ${copy.to}/`).join(', '),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildProduction();
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`The production build failed:\n${error.message}`);
    process.exit(1);
  }
}
